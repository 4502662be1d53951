import CGtk
import CGtkShim
import Testing
import TagFlow
@testable import TagFlowGTK

/// GObject values as the widget's properties and signals read and write them. GLib's types and
/// the class's enumerations need no display.
@Suite struct GObjectValueTests {
    @Test func enumerationNicksAreTheSwiftCasesInKebabCase() {
        #expect(GEnumNicks.kebab("fillWidthExceptLastLine") == "fill-width-except-last-line")
        #expect(GEnumNicks.camel("space-between") == "spaceBetween")
        for alignment in LayoutConfiguration.Alignment.allCases {
            let value = GEnumNicks.value(of: alignment.rawValue, in: tfs_alignment_get_type())
            #expect(GEnumNicks.name(of: value, in: tfs_alignment_get_type()) == alignment.rawValue, "\(alignment)")
        }
        #expect(Set(LayoutConfiguration.Alignment.allCases.map { GEnumNicks.value(of: $0.rawValue, in: tfs_alignment_get_type()) }).count == 10)
        for direction in LayoutConfiguration.ScrollDirection.allCases {
            let value = GEnumNicks.value(of: direction.rawValue, in: tfs_scroll_direction_get_type())
            #expect(GEnumNicks.name(of: value, in: tfs_scroll_direction_get_type()) == direction.rawValue)
        }
        for mode: TagCollectionOptions.SelectionMode in [.none, .single, .multiple()] {
            let value = GEnumNicks.value(of: mode.name, in: tfs_selection_mode_get_type())
            #expect(TagCollectionOptions.SelectionMode(name: GEnumNicks.name(of: value, in: tfs_selection_mode_get_type())!, limit: nil) == mode)
        }
        #expect(GEnumNicks.name(of: 99, in: tfs_alignment_get_type()) == nil)
    }

    @Test func aSelectionModeKeepsAMultipleLimit() {
        #expect(TagCollectionOptions.SelectionMode(name: "multiple", limit: 3) == .multiple(limit: 3))
        // single's "limit" (1) and none's (0) are no limit for multiple selection.
        #expect(TagCollectionOptions.SelectionMode(name: "multiple", limit: 1) == .multiple(limit: nil))
    }

    @Test func stringListsGoThroughAGValue() {
        var value = GValue()
        g_value_init(&value, g_strv_get_type())
        defer { g_value_unset(&value) }
        PropertyValue.strings(["Swift", "Dark mode", ""]).write(to: &value)
        #expect(PropertyValue.strings([]).reading(&value) == .strings(["Swift", "Dark mode", ""]))
        #expect(PropertyValue.strings(of: nil) == [])
    }

    @Test func aStringGoesThroughAGValue() {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        PropertyValue.string("swi é").write(to: &value)
        #expect(PropertyValue.string("").reading(&value) == .string("swi é"))
        g_value_set_string(&value, nil)
        #expect(PropertyValue.string("x").reading(&value) == .string(""))  // NULL reads as no filter
    }

    @Test func signalArgumentsAreCopiedOut() {
        var number = GValue(), text = GValue(), flag = GValue()
        g_value_init(&number, g_type_from_name("gint"))
        g_value_init(&text, g_type_from_name("gchararray"))
        g_value_init(&flag, g_type_from_name("gboolean"))
        g_value_set_int(&number, -7)
        g_value_set_string(&text, "Swift")
        g_value_set_boolean(&flag, 1)
        let arguments = SignalArguments([SignalValue(&number), SignalValue(&text), SignalValue(&flag)])
        #expect(arguments.values == [.integer(-7), .string("Swift"), .bool(true)])
        #expect(arguments.integer(0) == -7 && arguments.string(1) == "Swift")
        #expect(arguments.integer(1) == nil && arguments.string(5) == nil)
        g_value_unset(&number)
        g_value_unset(&text)
        g_value_unset(&flag)
    }
}

/// A signal's arguments as `onSignal` hands them over: plain values converted, objects by pointer.
@Suite struct SignalArgumentsTests {
    @Test func anObjectArgumentIsItsPointerAndAPlainOneIsNot() {
        let list = gtk_string_list_new(nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        var values = [GValue(), GValue()]
        g_value_init(&values[0], gtk_string_list_get_type())
        g_value_set_object(&values[0], UnsafeMutableRawPointer(list))
        g_value_init(&values[1], uintType())
        g_value_set_uint(&values[1], 7)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let arguments = values.withUnsafeBufferPointer { SignalArguments($0.baseAddress!, count: 2) }
        #expect(arguments.object(0) == list)
        #expect(arguments.values[0] == .other(typeName: "GtkStringList"))
        #expect(arguments.object(1) == nil && arguments.integer(1) == 7)
        #expect(arguments.object(2) == nil)
    }
}

/// GLib's `G_TYPE_UINT`, a macro Swift does not import.
private func uintType() -> GType { GType(7 << G_TYPE_FUNDAMENTAL_SHIFT) }
