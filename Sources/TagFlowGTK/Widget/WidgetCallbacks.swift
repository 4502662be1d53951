import CGtk
import CGtkShim
import TagFlow

// The C callbacks of the widget's parts: each finds its `TagCollectionWidget` (passed as user
// data, or kept on the drawing area) and calls it on the main actor, where GTK calls back
// (`onMainActor`).

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
    onMainActor(area) { owner(ofArea: $0).requestMode }
}

let areaMeasure: GtkCustomMeasureFunc = { area, orientation, forSize, minimum, natural, _, _ in
    onMainActor(area, minimum, natural) { area, minimum, natural in
        let size = owner(ofArea: area).measureArea(orientation, forSize: forSize)
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
    }
}

let areaAllocate: GtkCustomAllocateFunc = { area, width, height, _ in
    onMainActor(area) { owner(ofArea: $0).allocateArea(width: width, height: height) }
}

let onViewportAdjustment: NotifySignalHandler = { _, _, data in
    onMainActor(data) { owner($0).watchAdjustments() }
}

let drawArea: GtkDrawingAreaDrawFunc = { _, cr, _, _, data in
    onMainActor(cr, data) { cr, data in
        guard let cr else { return }
        owner(data).draw(on: cr)
    }
}

let onTick: GtkTickCallback = { _, clock, data in
    onMainActor(clock, data) { clock, data in
        owner(data).tick(frameTime: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000) ? 1 : 0
    }
}

let onFocusSync: GSourceFunc = { data in
    onMainActor(data) { owner($0).syncFocusFromGTK() }
    return 0  // G_SOURCE_REMOVE
}

let onAreaFocusChanged: NotifySignalHandler = { _, _, data in
    onMainActor(data) { owner($0).scheduleFocusSync() }
}

let onLayoutAgain: GSourceFunc = { data in
    onMainActor(data) { owner($0).layoutAgain() }
    return 0  // G_SOURCE_REMOVE
}

let onDragBegin: PointSignalHandler = { _, x, y, data in
    onMainActor(data) { owner($0).pointerBegan(at: Point(x: x, y: y)) }
}

let onDragUpdate: PointSignalHandler = { _, dx, dy, data in
    onMainActor(data) { owner($0).pointerMoved(by: Point(x: dx, y: dy)) }
}

let onDragEnd: PointSignalHandler = { _, dx, dy, data in
    onMainActor(data) { owner($0).pointerEnded(by: Point(x: dx, y: dy)) }
}

let onDragCancel: SequenceSignalHandler = { _, _, data in
    onMainActor(data) { owner($0).pointerCancelled() }
}

let onSecondaryClick: ClickSignalHandler = { gesture, _, x, y, data in
    onMainActor(gesture, data) { gesture, data in owner(data).secondaryClicked(at: Point(x: x, y: y), gesture: gesture) }
}

let onQueryTooltip: TooltipSignalHandler = { _, x, y, keyboardMode, tooltip, data in
    onMainActor(tooltip, data) { tooltip, data in
        owner(data).showTooltip(tooltip, at: Point(x: Double(x), y: Double(y)), keyboard: keyboardMode != 0) ? 1 : 0
    }
}

let onPointerMotion: PointSignalHandler = { _, x, y, data in
    onMainActor(data) { owner($0).pointerHovered(at: Point(x: x, y: y)) }
}

let onPointerLeave: VoidSignalHandler = { _, data in
    onMainActor(data) { owner($0).pointerHovered(at: nil) }
}

let onKeyPressed: KeySignalHandler = { keyController, keyval, _, modifiers, data in
    onMainActor(keyController, data) { keyController, data in
        owner(data).keyPressed(keyval, modifiers: modifiers, controllerPointer: keyController) ? 1 : 0
    }
}

let onScrolled: VoidSignalHandler = { _, data in
    onMainActor(data) { owner($0).scrolled() }
}

let onDesktopNotify: NotifySignalHandler = { _, _, data in
    onMainActor(data) { owner($0).desktopChanged() }
}

let onDirectionChanged: DirectionSignalHandler = { _, _, data in
    onMainActor(data) { owner($0).desktopChanged() }
}

let onFocusVisibleChanged: NotifySignalHandler = { _, _, data in
    onMainActor(data) { owner($0).syncFocusFromGTK() }
}

let onRealize: VoidSignalHandler = { _, data in
    onMainActor(data) { owner($0).realized() }
}

let onUnrealize: VoidSignalHandler = { _, data in
    onMainActor(data) { owner($0).unrealized() }
}

let onAreaDestroy: VoidSignalHandler = { _, data in
    onMainActor(data) { owner($0).areaDestroyed() }
}
