import CGtk
import CGtkShim
import TagFlow

// The C callbacks of the widget's parts: each finds its `TagCollectionWidget` (passed as user
// data, or kept on the drawing area) and calls it on the main actor, where GTK calls back.

/// A typed GObject pointer as `GObject *`.
@inline(__always) func gobject<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutablePointer<GObject>? {
    UnsafeMutableRawPointer(pointer)?.assumingMemoryBound(to: GObject.self)
}

@MainActor func owner(_ data: UnsafeMutableRawPointer?) -> TagCollectionWidget {
    Unmanaged<TagCollectionWidget>.fromOpaque(data!).takeUnretainedValue()
}

/// The owner of a drawing area, for callbacks without user data (the layout manager's).
@MainActor private func owner(ofArea area: UnsafeMutablePointer<GtkWidget>?) -> TagCollectionWidget {
    owner(g_object_get_data(gobject(area), TagCollectionWidget.ownerKey))
}

let areaRequestMode: GtkCustomRequestModeFunc = { area in
    nonisolated(unsafe) let area = area
    return MainActor.assumeIsolated { owner(ofArea: area).requestMode }
}

let areaMeasure: GtkCustomMeasureFunc = { area, orientation, forSize, minimum, natural, _, _ in
    nonisolated(unsafe) let area = area
    nonisolated(unsafe) let minimum = minimum
    nonisolated(unsafe) let natural = natural
    MainActor.assumeIsolated {
        let size = owner(ofArea: area).measureArea(orientation, forSize: forSize)
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
    }
}

let areaAllocate: GtkCustomAllocateFunc = { area, width, height, _ in
    nonisolated(unsafe) let area = area
    MainActor.assumeIsolated { owner(ofArea: area).allocateArea(width: width, height: height) }
}

let onViewportAdjustment: NotifySignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).watchAdjustments() }
}

let drawArea: GtkDrawingAreaDrawFunc = { _, cr, _, _, data in
    nonisolated(unsafe) let cr = cr
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated {
        guard let cr else { return }
        owner(data).draw(on: cr)
    }
}

let onTick: GtkTickCallback = { _, clock, data in
    nonisolated(unsafe) let clock = clock
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        owner(data).tick(frameTime: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000) ? 1 : 0
    }
}

let onFocusSync: GSourceFunc = { data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).syncFocusFromGTK() }
    return 0  // G_SOURCE_REMOVE
}

let onAreaFocusChanged: NotifySignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).scheduleFocusSync() }
}

let onLayoutAgain: GSourceFunc = { data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).layoutAgain() }
    return 0  // G_SOURCE_REMOVE
}

let onDragBegin: PointSignalHandler = { _, x, y, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerBegan(at: Point(x: x, y: y)) }
}

let onDragUpdate: PointSignalHandler = { _, dx, dy, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerMoved(by: Point(x: dx, y: dy)) }
}

let onDragEnd: PointSignalHandler = { _, dx, dy, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerEnded(by: Point(x: dx, y: dy)) }
}

let onDragCancel: SequenceSignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerCancelled() }
}

let onSecondaryClick: ClickSignalHandler = { gesture, _, x, y, data in
    nonisolated(unsafe) let gesture = gesture
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).secondaryClicked(at: Point(x: x, y: y), gesture: gesture) }
}

let onQueryTooltip: TooltipSignalHandler = { _, x, y, keyboardMode, tooltip, data in
    nonisolated(unsafe) let tooltip = tooltip
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        owner(data).showTooltip(tooltip, at: Point(x: Double(x), y: Double(y)), keyboard: keyboardMode != 0) ? 1 : 0
    }
}

let onPointerMotion: PointSignalHandler = { _, x, y, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerHovered(at: Point(x: x, y: y)) }
}

let onPointerLeave: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).pointerHovered(at: nil) }
}

let onKeyPressed: KeySignalHandler = { keyController, keyval, _, modifiers, data in
    nonisolated(unsafe) let keyController = keyController
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated {
        owner(data).keyPressed(keyval, modifiers: modifiers, controllerPointer: keyController) ? 1 : 0
    }
}

let onScrolled: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).scrolled() }
}

let onDesktopNotify: NotifySignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).desktopChanged() }
}

let onDirectionChanged: DirectionSignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).desktopChanged() }
}

let onFocusVisibleChanged: NotifySignalHandler = { _, _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).syncFocusFromGTK() }
}

let onRealize: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).realized() }
}

let onUnrealize: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).unrealized() }
}

let onAreaDestroy: VoidSignalHandler = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { owner(data).areaDestroyed() }
}
