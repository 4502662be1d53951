import CGtk
import Testing
import TagFlow
import TagFlowTestSupport
@testable import TagFlowGTK

/// An app's GListModel and the tags, both ways, without a window: GtkStringList, GListStore and
/// a read-only model are plain GObjects.
@MainActor @Suite struct ModelBindingTests {
    func strings(_ texts: [String]) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        for text in texts { gtk_string_list_append(list, text) }
        return list
    }

    func contents(_ list: OpaquePointer) -> [String] {
        (0..<g_list_model_get_n_items(list)).map { String(cString: gtk_string_list_get_string(list, $0)) }
    }

    @Test func everyItemIsATagAndARepeatedTextGetsItsOccurrence() throws {
        let list = strings(["Swift", "GTK", "Swift", "Swift"])
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        let binding = ModelBinding(model: list, textProperty: "string") {}
        defer { binding.unbind() }
        var selected = TextTag("GTK")
        selected.isSelected = true
        let tags = ModelBinding.tags(for: try binding.texts()) { $0 == "GTK" ? selected : nil }
        #expect(tags.map(\.id) == ["Swift", "GTK", "Swift#2", "Swift#3"])
        #expect(tags.map(\.content.string) == ["Swift", "GTK", "Swift", "Swift"])
        #expect(tags[1] == selected)  // a tag already shown stays as it is
    }

    @Test func theWidgetsChangesAreWrittenInTheirOrderAndAreNotNewsToTheBinding() throws {
        let list = strings(["Swift", "Linux", "GTK", "Cairo"])
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        var heard = 0
        let binding = ModelBinding(model: list, textProperty: "string") { heard += 1 }
        defer { binding.unbind() }
        try binding.write([
            .removed(index: 1, tag: TextTag("Linux")), .moved(id: "Cairo", from: 2, to: 0),
            .inserted(index: 3, tag: TextTag("Pango")),
            .replaced(index: 1, old: TextTag("Swift"), new: TextTag("Swift 6", id: "Swift")),
            .selectionChanged(index: 0, id: "Cairo", selected: true),
        ])
        #expect(contents(list) == ["Cairo", "Swift 6", "GTK", "Pango"])
        #expect(heard == 0)
        gtk_string_list_append(list, "Wayland")  // the app's own change
        #expect(heard == 1)
    }

    @Test func aStoreOfStringObjectsTakesEveryChange() throws {
        let store = g_list_store_new(gtk_string_object_get_type())!
        defer { g_object_unref(UnsafeMutableRawPointer(store)) }
        for text in ["Swift", "Linux"] {
            let item = gtk_string_object_new(text)
            g_list_store_append(store, UnsafeMutableRawPointer(item))
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        let binding = ModelBinding(model: store, textProperty: "string") {}
        defer { binding.unbind() }
        try binding.write([.moved(id: "Linux", from: 1, to: 0), .inserted(index: 1, tag: TextTag("GTK"))])
        #expect(try binding.texts() == ["Linux", "GTK", "Swift"])
    }

    @Test func aReadOnlyModelOrAnItemWithoutTheTextSaysSo() throws {
        let list = strings(["Swift"])
        let filtered = gtk_filter_list_model_new(UnsafeMutableRawPointer(list).map { OpaquePointer($0) }, nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(filtered)) }
        let binding = ModelBinding(model: filtered, textProperty: "string") {}
        defer { binding.unbind() }
        #expect(try binding.texts() == ["Swift"])
        let error = thrownError { () throws(TagFlowError) in try binding.write([.removed(index: 0, tag: TextTag("Swift"))]) }
        #expect(error?.path == ["model"] && error?.description.contains("GtkFilterListModel") == true)
        let store = g_list_store_new(g_list_store_get_type())!  // items with no "string" property
        defer { g_object_unref(UnsafeMutableRawPointer(store)) }
        let inner = g_list_store_new(gtk_string_object_get_type())!
        g_list_store_append(store, UnsafeMutableRawPointer(inner))
        g_object_unref(UnsafeMutableRawPointer(inner))
        let stores = ModelBinding(model: store, textProperty: "string") {}
        defer { stores.unbind() }
        #expect(thrownError { () throws(TagFlowError) in _ = try stores.texts() }?.path == ["model", 0])
    }
}
