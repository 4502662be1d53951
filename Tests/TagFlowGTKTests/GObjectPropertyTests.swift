import CGtk
import CGtkShim
import Testing
@testable import TagFlowGTK

/// The GObject properties and signals both classes declare, as GObject reports them: what `.ui` files,
/// bindings and Python read. Classes only, no instance: no display needed.
@MainActor @Suite struct GObjectPropertyTests {
    /// One line per property: name, nick, blurb, value type, readable/writable/explicit-notify,
    /// default, and the range of a number.
    func declarations(of type: GType) -> [String] {
        let objectClass = g_type_class_ref(type).assumingMemoryBound(to: GObjectClass.self)
        defer { g_type_class_unref(objectClass) }
        var count: guint = 0
        let specs = g_object_class_list_properties(objectClass, &count)!
        defer { g_free(specs) }
        return (0..<Int(count)).compactMap { specs[$0] }.filter { $0.pointee.owner_type == type }.map(declaration)
    }

    func declaration(_ spec: UnsafeMutablePointer<GParamSpec>) -> String {
        let flags = spec.pointee.flags.rawValue
        let access = [(G_PARAM_READABLE, "r"), (G_PARAM_WRITABLE, "w"), (G_PARAM_EXPLICIT_NOTIFY, "n")]
            .map { flags & $0.0.rawValue != 0 ? $0.1 : "-" }.joined()
        let contents = g_strdup_value_contents(g_param_spec_get_default_value(spec))!
        defer { g_free(contents) }
        let parts = [
            String(cString: g_param_spec_get_name(spec)), String(cString: g_param_spec_get_nick(spec)),
            String(cString: g_param_spec_get_blurb(spec)), String(cString: g_type_name(spec.pointee.value_type)), access,
            String(cString: contents), range(of: spec),
        ]
        return parts.joined(separator: " | ")
    }

    /// "minimum…maximum" for a number's spec, else "".
    func range(of spec: UnsafeMutablePointer<GParamSpec>) -> String {
        let raw = UnsafeRawPointer(spec)
        switch String(cString: g_type_name(spec.pointee.value_type)) {
        case "gint": return "\(raw.load(as: GParamSpecInt.self).minimum)…\(raw.load(as: GParamSpecInt.self).maximum)"
        case "guint": return "\(raw.load(as: GParamSpecUInt.self).minimum)…\(raw.load(as: GParamSpecUInt.self).maximum)"
        case "gdouble": return "\(raw.load(as: GParamSpecDouble.self).minimum)…\(raw.load(as: GParamSpecDouble.self).maximum)"
        default: return ""
        }
    }

    /// Every property of both classes keeps its name, type, access, default and range: the
    /// tables in Swift declare what the C specs declared.
    @Test func bothClassesDeclareTheirPropertiesFromTheirTables() {
        #expect(declarations(of: TagCollectionWidget.gType) == [
            "alignment | Alignment | Where the tags of a line go along it | TagFlowAlignment | rwn | ((TagFlowAlignment) TAGFLOW_ALIGNMENT_LEADING) | ",
            "horizontal-spacing | Horizontal spacing | Points between the tags of a line | gdouble | rwn | 8.000000 | 0.0…1000000.0",
            "vertical-spacing | Vertical spacing | Points between lines | gdouble | rwn | 8.000000 | 0.0…1000000.0",
            "line-limit | Line limit | The most lines shown (0: no limit) | guint | rwn | 0 | 0…2147483647",
            "scroll-direction | Scroll direction | Wrapping lines, or rows that scroll sideways | TagFlowScrollDirection | rwn | ((TagFlowScrollDirection) TAGFLOW_SCROLL_DIRECTION_VERTICAL) | ",
            "selection-mode | Selection mode | How input selects tags | TagFlowSelectionMode | rwn | ((TagFlowSelectionMode) TAGFLOW_SELECTION_MODE_MULTIPLE) | ",
            "selection-limit | Selection limit | The most tags input selects (0: no limit; sets multiple selection) | guint | rwn | 0 | 0…2147483647",
            "remove-buttons | Remove buttons | Whether each tag shows a remove (×) button | gboolean | rwn | FALSE | ",
            "reorderable | Reorderable | Whether a long press lifts a tag to drag it elsewhere | gboolean | rwn | FALSE | ",
            "swipe-selection | Swipe selection | Whether a drag across tags selects them | gboolean | rwn | FALSE | ",
            "drag-to-delete | Drag to delete | Whether a lifted tag dropped on the delete zone is removed | gboolean | rwn | FALSE | ",
            "natural-width | Natural width | The width the widget asks for | gint | rwn | 360 | 0…2147483647",
            "viewport-height | Viewport height | The height the tags scroll in (-1: as high as the tags) | gint | rwn | -1 | -1…2147483647",
            "tags | Tags | The tags' texts, in order (setting it keeps the tags whose text stays) | GStrv | rwn | NULL | ",
            "selected-tags | Selected tags | The ids of the selected tags, in order | GStrv | rwn | NULL | ",
            "has-selection | Has selection | Whether any tag is selected | gboolean | r-n | FALSE | ",
            "follows-desktop-text-size | Follows desktop text size | Whether the text scales with the desktop's | gboolean | rwn | TRUE | ",
            "activate-on-single-click | Activate on single click | Whether a click activates a tag instead of toggling it | gboolean | rwn | FALSE | ",
            "selection-minimum | Selection minimum | The fewest tags input leaves selected (0: none required) | guint | rwn | 0 | 0…2147483647",
            "filter-text | Filter text | Only tags whose words contain it show, ignoring case (empty: every tag) | gchararray | rwn | \"\" | ",
            "follows-desktop-font | Follows desktop font | Whether tags in the default font show in the desktop's | gboolean | rwn | TRUE | ",
            "accepts-paste | Accepts paste | Whether pasted text becomes tags (Control+V) | gboolean | rwn | FALSE | ",
            "selection-model | Selection model | The tags as a GtkSelectionModel of GtkStringObjects (their ids) | GtkSelectionModel | r-- | NULL | ",
        ])
        #expect(declarations(of: TagFieldWidget.gType) == [
            "placeholder | Placeholder | What the empty entry shows | gchararray | rwn | \"Add a tag\" | ",
            "delimiters | Delimiters | What ends a tag while typing (at least one) | TagFlowDelimiters | rwn | ((TagFlowDelimiters) TAGFLOW_DELIMITERS_COMMA | TAGFLOW_DELIMITERS_RETURN) | ",
            "maximum-count | Maximum count | The most tags the field takes (0: no limit) | guint | rwn | 0 | 0…1000000",
            "allows-duplicates | Allows duplicates | Whether a tag whose text is there already is added | gboolean | rwn | FALSE | ",
            "suggestions | Suggestions | The texts suggested while typing (empty: none) | GStrv | rwn | NULL | ",
            "only-known-tags | Only known tags | Whether only suggested texts become tags | gboolean | rwn | FALSE | ",
            "commits-on-blur | Commits on blur | Whether leaving the field makes the typed text a tag | gboolean | rwn | FALSE | ",
            "entry-minimum-width | Entry minimum width | The entry's smallest width in points (-1: the placeholder's) | gdouble | rwn | -1.000000 | -1.0…1000000.0",
            "maximum-suggestions | Maximum suggestions | The most suggestions shown at once | guint | rwn | 8 | 0…1000000",
            "marks-added-suggestions | Marks added suggestions | Whether suggestions that are tags already show, marked, instead of left out | gboolean | rwn | FALSE | ",
            "adds-invalid-tags | Adds invalid tags | Whether a text the validator refuses is added as an invalid tag | gboolean | rwn | FALSE | ",
            "draft | Draft | The text typed and not yet a tag | gchararray | r-n | \"\" | ",
            "tag-count | Tag count | How many tags the field holds | guint | r-n | 0 | 0…2147483647",
            "collection | Collection | The TagFlowTagCollection that shows the tags | TagFlowTagCollection | r-- | NULL | ",
        ])
    }

    /// GtkScrollable's four follow the table's, as the C shim keeps them.
    @Test func theCollectionIsScrollable() {
        let objectClass = g_type_class_ref(TagCollectionWidget.gType).assumingMemoryBound(to: GObjectClass.self)
        defer { g_type_class_unref(objectClass) }
        for name in ["hadjustment", "vadjustment", "hscroll-policy", "vscroll-policy"] {
            #expect(g_object_class_find_property(objectClass, name) != nil, "\(name)")
        }
        #expect(g_type_is_a(TagCollectionWidget.gType, gtk_scrollable_get_type()) != 0)
    }

    /// One line per signal: name, flags, return type and argument types.
    func signals(of type: GType) -> [String] {
        var count: guint = 0
        let ids = g_signal_list_ids(type, &count)!
        defer { g_free(ids) }
        return (0..<Int(count)).map { index in
            var query = GSignalQuery()
            g_signal_query(ids[index], &query)
            let parameters = (0..<Int(query.n_params)).map { String(cString: g_type_name(query.param_types[$0])) }
            return "\(String(cString: query.signal_name)) \(query.signal_flags.rawValue) \(String(cString: g_type_name(query.return_type)))"
                + " (\(parameters.joined(separator: ", ")))"
        }
    }

    /// Both classes' signals, declared by their Swift enumerations, as the C shim declared them:
    /// run last, nothing returned, the same arguments.
    @Test func bothClassesDeclareTheirSignalsFromTheirEnumerations() {
        let runLast = G_SIGNAL_RUN_LAST.rawValue
        #expect(signals(of: TagCollectionWidget.gType) == [
            "tag-activated \(runLast) void (gint, gchararray)", "tag-toggled \(runLast) void (gint, gchararray, gboolean)",
            "tag-context-menu \(runLast) void (gint, gchararray, gdouble, gdouble)", "tag-inserted \(runLast) void (gint, gchararray)",
            "tag-removed \(runLast) void (gint, gchararray, gchararray)", "tag-moved \(runLast) void (gchararray, gint, gint)",
            "selection-changed \(runLast) void ()", "expanded \(runLast) void ()", "collapsed \(runLast) void ()",
        ])
        #expect(signals(of: TagFieldWidget.gType) == [
            "tag-added \(runLast) void (gint, gchararray)", "tag-refused \(runLast) void (gchararray, gchararray)",
            "draft-changed \(runLast) void (gchararray)", "suggestion-picked \(runLast) void (gchararray)",
        ])
    }

    /// A kind carries its Swift value into GObject's and back; another kind's value is not its.
    @Test func aKindWrapsAndUnwrapsItsValues() {
        let alignment = PropertyKind<String>.enumeration(tfs_alignment_get_type(), default: "leading")
        #expect(alignment.declaration.defaultNumber == 0 && alignment.declaration.valueType == tfs_alignment_get_type())
        #expect(alignment.unwrap(alignment.wrap("spaceBetween")) == "spaceBetween")
        #expect(alignment.unwrap(.bool(true)) == nil)
        let count = PropertyKind<Int>.uint(0...1_000_000)
        #expect(count.wrap(3) == .uint(3) && count.unwrap(.int(3)) == nil && count.declaration.range == 0...1_000_000)
        #expect(PropertyKind<[String]>.strings.unwrap(.strings(["Swift"])) == ["Swift"])
    }

    /// A table's nick is its name in words, and its rows are found by name.
    @Test func aRowIsFoundByNameAndNamedInWords() {
        let table = TagFieldWidget.properties
        #expect(table.rows[table.row(named: "tag-count")].nick == "Tag count")
        #expect(table.rows.map(\.name) == [
            "placeholder", "delimiters", "maximum-count", "allows-duplicates", "suggestions", "only-known-tags", "commits-on-blur",
            "entry-minimum-width", "maximum-suggestions", "marks-added-suggestions", "adds-invalid-tags", "draft",
            "tag-count", "collection",
        ])
    }
}
