import CGtk

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
