import CGtk
import TagFlow

// The C names of the widget's type and constructor (Sources/CGtkShim/include/tagflow.h),
// exported from the shared library (`libTagFlowGTKShared.so`) so that C programs, GtkBuilder's
// symbol lookup and GObject introspection (Python, JavaScript) find the type by its
// conventional symbol. `package`: the release build drops internal functions nothing calls.

/// `tagflow_tag_collection_get_type()`: `TagCollectionWidget.gType`, registered on first call.
@_cdecl("tagflow_tag_collection_get_type")
package func tagflowTagCollectionGetType() -> GType {
    MainActor.assumeIsolated { TagCollectionWidget.gType }
}

/// `tagflow_tag_collection_new()`: a new, empty `TagFlowTagCollection` (floating, as every new
/// GTK widget).
@_cdecl("tagflow_tag_collection_new")
package func tagflowTagCollectionNew() -> UnsafeMutablePointer<GtkWidget>? {
    let type = tagflowTagCollectionGetType()
    return UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil))?.assumingMemoryBound(to: GtkWidget.self)
}

/// The same under the name `GtkBuilder` derives from `TagFlowTagCollection` when the type is not
/// registered yet (it splits "TagFlow" into two words), so a `.ui` file needs no `g_type_ensure`
/// in a program that loads the library (`gtk4-builder-tool` with `LD_PRELOAD`).
@_cdecl("tag_flow_tag_collection_get_type")
package func tagFlowTagCollectionGetType() -> GType {
    tagflowTagCollectionGetType()
}

/// `tagflow_tag_field_get_type()`: `TagFieldWidget.gType`, registered on first call.
@_cdecl("tagflow_tag_field_get_type")
package func tagflowTagFieldGetType() -> GType {
    MainActor.assumeIsolated { TagFieldWidget.gType }
}

/// `tagflow_tag_field_new()`: a new, empty `TagFlowTagField` (floating).
@_cdecl("tagflow_tag_field_new")
package func tagflowTagFieldNew() -> UnsafeMutablePointer<GtkWidget>? {
    let type = tagflowTagFieldGetType()
    return UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil))?.assumingMemoryBound(to: GtkWidget.self)
}

/// `tagflowTagFieldGetType` under the name `GtkBuilder` derives from `TagFlowTagField`.
@_cdecl("tag_flow_tag_field_get_type")
package func tagFlowTagFieldGetType() -> GType {
    tagflowTagFieldGetType()
}

/// `tagflow_tag_collection_set_tag_classes()`: `setStyleClasses(_:forTagWithID:)` for C and
/// introspection; `FALSE` with `error` set (the refusal's message) when refused.
@_cdecl("tagflow_tag_collection_set_tag_classes")
package func tagflowTagCollectionSetTagClasses(
    _ collection: UnsafeMutablePointer<GtkWidget>?, _ id: UnsafePointer<CChar>?, _ classes: UnsafePointer<UnsafePointer<CChar>?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    onMainActor(collection, id, classes, error) { collection, id, classes, failure in
        var names: [String] = []
        while let classes, let name = classes[names.count] { names.append(String(cString: name)) }
        do throws(TagFlowError) {
            guard let owner = TagCollectionWidget.owner(ofInstance: collection), let id else {
                throw TagFlowError(.invalidText("", problem: "needs a TagFlowTagCollection and a tag's id"), at: ["collection"])
            }
            try owner.setStyleClasses(names, forTagWithID: TagID(String(cString: id)))
            return 1
        } catch {
            g_set_error_literal(failure, g_quark_from_static_string("tagflow-error-quark"), 1, error.description)
            return 0
        }
    }
}
