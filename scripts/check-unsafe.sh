#!/usr/bin/env bash
# Checks that raw memory stays where it is allowed (part of `make checks`): of the files of
# `Sources`, only those listed here may mention `unsafe` at all (a type, a call, a comment,
# `nonisolated(unsafe)`), each with its reason. In the engine that is its one block of raw memory;
# elsewhere, the files that speak to a C library (Cairo, Pango, fontconfig, GLib, GTK, POSIX)
# through the pointers its API takes. Every other file works through safe types, and a listed
# file that no longer mentions `unsafe` must leave the list.
set -euo pipefail
cd "$(dirname "$0")/.."

# file | why it may mention unsafe; grouped by module.
allowed="$(cat <<'LIST'
# TagFlowLayout: the engine.
Sources/TagFlowLayout/Output/ResultBlock.swift | the result's heap block, the typed views over it, the scratch regions, temporary words
# TagFlowPango: Cairo, Pango, fontconfig and POSIX files.
Sources/TagFlowPango/Cairo/CairoOutput.swift | Cairo's write callback hands the bytes of a PNG or PDF as a pointer and a length
Sources/TagFlowPango/Cairo/PNGFile.swift | Cairo's read callback asks for bytes into a pointer it gives
Sources/TagFlowPango/Cairo/RasterImage.swift | reads the pixels of a Cairo image surface through the pointer Cairo gives
Sources/TagFlowPango/Cairo/ShadowBlur.swift | blurs the alpha bytes of a Cairo image surface in place, through the pointer Cairo gives
Sources/TagFlowPango/Files/FileOutput.swift | POSIX write(2) takes a pointer to the bytes
Sources/TagFlowPango/Files/RegularFile.swift | POSIX read(2) fills a pointer it is given
Sources/TagFlowPango/Measurement/FallbackPool.swift | fontconfig's font sets and the strings it hands back
Sources/TagFlowPango/Measurement/FontConfiguration.swift | fontconfig's configuration, font sets and C strings
Sources/TagFlowPango/Measurement/InterfaceFont.swift | fontconfig's pattern queries write C strings into pointers
Sources/TagFlowPango/Measurement/PangoEngine.swift | Pango's font map, context and layout objects (GObject references)
Sources/TagFlowPango/Measurement/PangoFontCache.swift | Pango's font objects, kept by pointer
Sources/TagFlowPango/Measurement/PangoLayoutBuilder.swift | Pango's attributes and layouts, made and freed through its C API
Sources/TagFlowPango/Measurement/PangoTextLayout.swift | Pango's layout lines and glyph items, read through the pointers Pango gives
Sources/TagFlowPango/Measurement/PlainLineMeasurement.swift | Pango's items and glyph strings, and the text's bytes it shapes, through the pointers its API takes
Sources/TagFlowPango/Measurement/PlatformOrder.swift | fontconfig's font sets, sorted by its C API
# TagFlowCLI: the show window (GTK) and the standard streams (POSIX).
Sources/TagFlowCLI/InputSource.swift | POSIX read(2) fills a pointer it is given
Sources/TagFlowCLI/StandardStreams.swift | POSIX write(2) takes a pointer to the bytes
Sources/TagFlowCLI/ShowSubcommand.swift | `tagflow show`'s GTK window: GTK's objects and its close-request callback's user data
# TagFlowGTK: GLib, GObject and GTK, whose C API speaks in object pointers and callbacks with user data.
Sources/TagFlowGTK/Model/SelectionModel.swift | the selection model's C hooks: the collection's pointer, the ids handed to C
Sources/TagFlowGTK/GObject/CExports.swift | the C constructor returns GTK's widget pointer
Sources/TagFlowGTK/Transfer/TagCollectionWidget+Clipboard.swift | the clipboard's asynchronous read callback
Sources/TagFlowGTK/Transfer/CarriedTags.swift | the tags GDK content carries: a retained box GDK frees
Sources/TagFlowGTK/Transfer/TagCollectionWidget+Drop.swift | the drop target's callbacks: the dropped GValue and the carried tags' source widget
Sources/TagFlowGTK/Transfer/TagCollectionWidget+Transfer.swift | the C strings of what a copy or drag offers, the JSON bytes GDK read from another process
Sources/TagFlowGTK/Transfer/DragIcon.swift | the drag icon's drawing area and its draw function's user data
Sources/TagFlowGTK/Accessibility/AccessibilityMirror.swift | the GTK widgets that mirror the tags for assistive technologies
Sources/TagFlowGTK/Accessibility/AccessibilityNode.swift | a GTK widget per accessible node
Sources/TagFlowGTK/Accessibility/AccessibilityStatus.swift | GIO's D-Bus proxy and its signal callback
Sources/TagFlowGTK/Desktop/DesktopSettings.swift | reads GtkSettings of a widget
Sources/TagFlowGTK/Desktop/DesktopFollower.swift | watches GtkSettings and the window, with the widget as user data
Sources/TagFlowGTK/Desktop/ChipStyleSheet.swift | the `tag` CSS node, a GTK widget kept by pointer
Sources/TagFlowGTK/Desktop/ThemePalette.swift | reads the theme's colours through a widget's style context
Sources/TagFlowGTK/Field/FieldCallbacks.swift | the tag field's GTK callbacks: C pointers and user data
Sources/TagFlowGTK/Field/TagCollectionWidget+Entry.swift | places the field's GtkEntry in the widget's GtkOverlay
Sources/TagFlowGTK/Field/TagFieldWidget+Keys.swift | connects the field's key controller, with the field as user data
Sources/TagFlowGTK/Field/TagFieldWidget+Suggestions.swift | the suggestions' GtkPopover and GtkListBox
Sources/TagFlowGTK/Field/TagFieldWidget+Sync.swift | the field's GtkEntry
Sources/TagFlowGTK/Field/TagFieldWidget+Text.swift | connects the entry's text signals, with the field as user data
Sources/TagFlowGTK/Field/TagFieldWidget.swift | the field's GTK widgets
Sources/TagFlowGTK/GLib/GLibMainLoop.swift | GLib's main loop, shared with Swift's main queue
Sources/TagFlowGTK/GLib/SignalClosure.swift | GClosure and GValue: a Swift closure as a GObject signal handler
Sources/TagFlowGTK/GLib/Signals.swift | g_signal_connect_data takes a C function and user data
Sources/TagFlowGTK/GObject/GObjectOwner.swift | the classes' hooks find the Swift object of an instance pointer and fill GValue pointers
Sources/TagFlowGTK/GObject/GObjectSignal.swift | signals are emitted on the instance pointer with GValues
Sources/TagFlowGTK/GObject/PropertyKind.swift | an object property's value is its instance pointer
Sources/TagFlowGTK/GObject/PropertyTable.swift | the property table goes to the C shim as an array of C structs with C strings
Sources/TagFlowGTK/GObject/PropertyValue.swift | GValue, read and written through pointers
Sources/TagFlowGTK/GObject/PropertyNotifier.swift | notifies and enables actions on the widget's instance pointer
Sources/TagFlowGTK/GObject/TagCollectionWidget+Properties.swift | GObject properties arrive as GValue pointers
Sources/TagFlowGTK/GObject/TagFieldClass.swift | the field's GObject class's hooks, called by GTK with the instance pointer
Sources/TagFlowGTK/GObject/TagFieldWidget+Properties.swift | the field's GObject properties arrive as GValue pointers
Sources/TagFlowGTK/Layout/Scroller.swift | the GtkScrolledWindow, viewport and adjustments, and their handlers' user data
Sources/TagFlowGTK/Model/ModelHost.swift | the selection model, a GObject kept by pointer
Sources/TagFlowGTK/Model/ModelBinding.swift | an app's GListModel, its items and their strings: GObject pointers and C string arrays
Sources/TagFlowGTK/Widget/TagCollectionWidget+Focus.swift | asks the GtkWindow whether focus is visible
Sources/TagFlowGTK/Widget/TagCollectionWidget.swift | the widget's GTK objects
Sources/TagFlowGTK/Widget/FrameClock.swift | the drawing area's tick callback and its user data
Sources/TagFlowGTK/Widget/WidgetCallbacks.swift | the widget's GTK callbacks: C pointers and user data
# TagFlowDemo: a GTK 4 application.
Sources/TagFlowDemo/BuilderApp.swift | a GtkBuilder app: its callbacks are C functions
Sources/TagFlowDemo/DemoApp.swift | GtkApplication and the process's argv
Sources/TagFlowDemo/DemoWindow.swift | the demo's GTK window and widgets
Sources/TagFlowDemo/FormApp.swift | GtkApplication and the process's argv
Sources/TagFlowDemo/ModelApp.swift | a GtkStringList and its GObject reference
Sources/TagFlowDemo/GTKSupport.swift | casts between GTK's widget pointer types, GtkApplication and the process's argv
Sources/TagFlowDemo/ListApp.swift | GtkApplication, the process's argv and the list's widgets
Sources/TagFlowDemo/Panels+Field.swift | the field panel's GTK widgets
Sources/TagFlowDemo/Panels+Keys.swift | the keys panel's GTK widgets and settings object
Sources/TagFlowDemo/Panels.swift | the panels' GTK widgets
Sources/TagFlowDemo/TopicsApp.swift | GtkApplication and the process's argv
Sources/TagFlowDemo/main.swift | the process's argv, handed to GTK
LIST
)"

status=0
listed="$(printf '%s\n' "$allowed" | grep -v '^#' | grep .)"
while IFS='|' read -r file reason; do
    file="${file% }"
    if [ -z "${reason// /}" ]; then
        echo "error: scripts/check-unsafe.sh lists $file without a reason" >&2
        status=1
    elif [ ! -f "$file" ] || ! grep -qi 'unsafe' "$file"; then
        echo "error: scripts/check-unsafe.sh lists $file, which no longer mentions unsafe; remove the entry" >&2
        status=1
    fi
done <<< "$listed"

found="$(grep -rli 'unsafe' Sources --include='*.swift' | sort || true)"
while IFS= read -r file; do
    [ -n "$file" ] || continue
    if ! printf '%s\n' "$listed" | cut -d'|' -f1 | sed 's/ *$//' | grep -qxF "$file"; then
        echo "error: $file mentions unsafe; raw memory and C pointers belong in the files scripts/check-unsafe.sh lists (add one only for a C boundary, with its reason)" >&2
        grep -ni 'unsafe' "$file" | head -5 | sed 's/^/       /' >&2
        status=1
    fi
done <<< "$found"
exit $status
