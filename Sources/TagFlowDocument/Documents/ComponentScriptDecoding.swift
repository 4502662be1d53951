import TagFlow
import TagFlowJSON

extension ComponentScript {
    /// The keys of a document's `component` object, in the order error messages list them.
    package static let componentKeys = [
        "selection", "swipeSelection", "reordering", "dragToDelete", "deleteZone", "longPressDuration",
        "viewport", "tapMaxMovement", "tapMaxDuration", "autoScrollEdgeBand", "autoScrollMaxStep",
        "scrollsToFocusedTag", "removeButton", "activateOnSingleClick", "longPressContextMenu", "doubleTapInterval",
        "filter", "sort", "pasting",
    ]

    /// A selection mode as a document names it (the limit is a key of its own).
    private enum SelectionModeName {
        case none, single, multiple
    }

    /// The names of the selection modes, in the order error messages list them.
    private static let selectionModeNames: KeyValuePairs<String, SelectionModeName> = [
        "none": .none, "single": .single, "multiple": .multiple,
    ]

    /// Reads a document's `component` object and `events` array; either may be absent (`nil`),
    /// and what is absent takes the defaults:
    ///
    /// - `selection`: `{ "mode": "none" | "single" | "multiple", "limit": 0, "minimum": 0,
    ///   "followsFocus": false }`, all optional (default `multiple`, `limit` 0 = no limit,
    ///   `minimum` 0 = none required); `limit` is an integer ≥ 0 and only allowed with `multiple`;
    ///   `minimum` an integer ≥ 0, at most 1 with `single`, at most the limit with `multiple`, only
    ///   0 with `none`; `followsFocus` only with `single`;
    /// - `swipeSelection`, `reordering`, `dragToDelete`, `scrollsToFocusedTag`, `pasting` (pastes
    ///   and drops taken): booleans (default `false`, `false`, `false`, `true`, `false`);
    /// - `deleteZone`: `{ "x", "y", "width", "height" }`, all required, in viewport coordinates
    ///   (x, y any number; width, height ≥ 0); absent: the default band along the viewport's bottom;
    /// - `longPressDuration` (default 0.35), `tapMaxMovement` (10), `autoScrollEdgeBand` (44),
    ///   `autoScrollMaxStep` (20), `tapMaxDuration` (absent: derived, see
    ///   `TagCollectionOptions.tapMaxDuration`): numbers ≥ 0;
    /// - `removeButton`: `true` for a remove (×) button in every text tag with the default size,
    ///   `false` for none (the default), or `{ "size": 12, "spacing": 6 }` (both optional, ≥ 0);
    /// - `viewport`: `{ "width", "height", "offsetX", "offsetY" }`, all optional; the size is the
    ///   container's (`width` and `height` may repeat `container.width` and `container.height`,
    ///   nothing else), the offsets default to 0;
    /// - `activateOnSingleClick`, `longPressContextMenu`: booleans (default `false`, `true`);
    ///   `doubleTapInterval`: seconds ≥ 0 (default 0.4);
    /// - `filter`: `FilterSetting` (`{ "text": "…" }`); `sort`: `SortSetting` (`{ "by", "order" }`);
    /// - `events`: an array of `ScriptEvent.init(document:)` entries.
    ///
    /// - Parameters:
    ///   - component: the document's `component` object, if it has one.
    ///   - events: the document's `events` array, if it has one.
    ///   - container: the document's container, which the viewport's size must match.
    package init(component: JSONReader?, events: JSONReader?, container: Size) throws(TagFlowError) {
        self.init()
        if let component { try readComponent(component, container: container) }
        if let events {
            for entry in try events.array() { self.events.append(try ScriptEvent(document: entry)) }
        }
    }

    private mutating func readComponent(_ reader: JSONReader, container: Size) throws(TagFlowError) {
        let component = try reader.object(allowedKeys: Self.componentKeys)
        if let value = component.member("selection") { try readSelection(value) }
        if let value = component.member("activateOnSingleClick") { options.activatesOnSingleClick = try value.bool() }
        if let value = component.member("longPressContextMenu") { options.longPressRequestsContextMenu = try value.bool() }
        if let value = component.member("doubleTapInterval") { options.doubleTapInterval = try value.nonNegativeNumber() }
        if let value = component.member("filter") { filter = try FilterSetting(document: value) }
        if let value = component.member("sort") { sort = try SortSetting(document: value) }
        if let value = component.member("swipeSelection") { options.allowsSwipeSelection = try value.bool() }
        if let value = component.member("reordering") { options.allowsReordering = try value.bool() }
        if let value = component.member("dragToDelete") { options.allowsDragToDelete = try value.bool() }
        if let value = component.member("pasting") { options.allowsPasting = try value.bool() }
        if let value = component.member("deleteZone") {
            let frame = try value.object(allowedKeys: ["x", "y", "width", "height"])
            options.deleteZoneFrame = Rect(
                x: try frame.requiredMember("x").signedLength(), y: try frame.requiredMember("y").signedLength(),
                width: try frame.requiredMember("width").length(),
                height: try frame.requiredMember("height").length())
        }
        if let value = component.member("longPressDuration") { options.longPressDuration = try value.nonNegativeNumber() }
        if let value = component.member("viewport") {
            let viewport = try value.object(allowedKeys: ["width", "height", "offsetX", "offsetY"])
            try Self.checkMatches(viewport.member("width"), container.width, "width")
            try Self.checkMatches(viewport.member("height"), container.height, "height")
            contentOffset = Point(
                x: try viewport.member("offsetX")?.number() ?? 0, y: try viewport.member("offsetY")?.number() ?? 0)
        }
        if let value = component.member("tapMaxMovement") { options.tapMaxMovement = try value.length() }
        if let value = component.member("tapMaxDuration") { options.tapMaxDuration = try value.nonNegativeNumber() }
        if let value = component.member("autoScrollEdgeBand") { options.autoScrollEdgeBand = try value.length() }
        if let value = component.member("autoScrollMaxStep") { options.autoScrollMaxStep = try value.length() }
        if let value = component.member("scrollsToFocusedTag") { options.scrollsToFocusedTag = try value.bool() }
        if let value = component.member("removeButton") { options.removeButton = try Self.removeButton(value) }
    }

    /// `true`, `false` or `{ "size": …, "spacing": … }`.
    private static func removeButton(_ reader: JSONReader) throws(TagFlowError) -> TagCollectionOptions.RemoveButton? {
        if case .bool(let shown) = reader.value { return shown ? TagCollectionOptions.RemoveButton() : nil }
        guard case .object = reader.value else { throw reader.typeMismatch(expected: "a boolean or an object") }
        let object = try reader.object(allowedKeys: ["size", "spacing"])
        var button = TagCollectionOptions.RemoveButton()
        if let size = object.member("size") { button.size = try size.nonNegativeNumber() }
        if let spacing = object.member("spacing") { button.spacing = try spacing.nonNegativeNumber() }
        return button
    }

    /// `{ "mode", "limit", "minimum", "followsFocus" }`: the mode, then what the options allow
    /// with it (a minimum the mode cannot keep is refused at `minimum`, selection following focus
    /// outside single selection at `followsFocus`, in the options' own words).
    private mutating func readSelection(_ reader: JSONReader) throws(TagFlowError) {
        let selection = try reader.object(allowedKeys: ["mode", "limit", "minimum", "followsFocus"])
        options.selectionMode = try Self.selectionMode(selection)
        if let value = selection.member("minimum") { options.selectionMinimum = try value.nonNegativeInteger() }
        if let value = selection.member("followsFocus") { options.selectionFollowsFocus = try value.bool() }
        do throws(TagFlowError) {
            try options.validate()
        } catch {
            let setting = error.argument(of: TagCollectionOptions.Setting.self)?.argument
            let key = setting == .selectionFollowsFocus ? "followsFocus" : "minimum"
            throw TagFlowError(error.reason, at: reader.path.appending(key: key))
        }
    }

    /// The mode and limit of a `selection` object.
    private static func selectionMode(_ selection: JSONObjectReader) throws(TagFlowError) -> TagCollectionOptions.SelectionMode {
        let mode = try selection.member("mode")?.choice(selectionModeNames) ?? .multiple
        let limitReader = selection.member("limit")
        switch mode {
        case .none, .single:
            if let limitReader {
                throw limitReader.error("only allowed with \"mode\": \"multiple\" (a limit of 0 means no limit)")
            }
            return mode == .none ? .none : .single
        case .multiple:
            let limit = try limitReader?.nonNegativeInteger() ?? 0
            return .multiple(limit: limit == 0 ? nil : limit)
        }
    }

    /// Throws unless the viewport's `width` or `height`, when given, equals the container's.
    private static func checkMatches(_ reader: JSONReader?, _ expected: Double, _ name: String) throws(TagFlowError) {
        guard let reader else { return }
        let value = try reader.length()
        guard value == expected else {
            throw reader.error(
                "\(JSONWriter.format(value)) differs from container.\(name) (\(JSONWriter.format(expected))); "
                    + "the viewport's size is the container's: leave it out or repeat container.\(name)")
        }
    }
}

extension ScriptEvent {
    /// An event type as a document names it, with the keys it takes.
    private enum EventType: String, CaseIterable {
        case down, move, up, cancel, tap, tick, key, secondaryClick, filter, sort
        case dragOut, dragOutEnded, dropMove, dropExit, drop, dropBack

        /// The keys, in the order messages list them (all required but a key's `modifiers`, a
        /// filter's `text` and a sort's `by` and `order`).
        var keys: [String] {
            switch self {
            case .down, .move, .up, .tap, .secondaryClick, .dropMove, .dropBack: ["type", "x", "y", "time"]
            case .key: ["type", "key", "modifiers", "time"]
            case .cancel, .tick, .dragOut, .dropExit: ["type", "time"]
            case .dragOutEnded: ["type", "operation", "time"]
            case .drop: ["type", "text", "x", "y", "time"]
            case .filter: ["type", "text"]
            case .sort: ["type", "by", "order"]
            }
        }
    }

    /// The keys an event of `type` (`down`, `move`, `up`, `cancel`, `tap`, `tick`, `key`,
    /// `secondaryClick`, `filter`, `sort`, or drag and drop's `dragOut`, `dragOutEnded`,
    /// `dropMove`, `dropExit`, `drop`, `dropBack`) takes, in the order messages list them; `nil` for an
    /// unknown type.
    package static func documentKeys(forType type: String) -> [String]? {
        EventType(rawValue: type)?.keys
    }

    /// Reads one entry of `events`, an object with a `type` and the keys that type takes, all
    /// required:
    ///
    /// - `down`, `move`, `up`, `tap`: `x`, `y` (numbers, content coordinates) and `time`;
    /// - `cancel`, `tick`: `time` only (a cancel has no location: `x` and `y` are refused);
    /// - `key`: `key` (an `InputEvent.Key` name: `left`, `right`, `up`, `down`, `home`, `end`,
    ///   `pageUp`, `pageDown`, `space`, `return`, `delete`, `backspace`, `a`, `contextMenu`),
    ///   optional `modifiers` (an array of `shift`, `control`, `alt`, each at most once) and `time`;
    /// - `secondaryClick`: `x`, `y` and `time`: a context-menu request;
    /// - drag and drop (`TagCollectionController+DragAndDrop`): `dragOut` and `dropExit` take
    ///   `time`; `dragOutEnded` an `operation` (`move`, `copy`, or `null`: nobody took the tag)
    ///   and `time`; `dropMove` and `dropBack` `x`, `y` and `time`; `drop` a `text`, `x`, `y`
    ///   and `time`;
    /// - `filter`: `text` (a string, the filter's; absent: every tag shows) — the program's call,
    ///   without a time; `sort`: `by` (`text`, `selected`) and optional `order` (`ascending`,
    ///   `descending`), or neither for the tags' own order.
    ///
    /// `time` is a number in seconds; that times do not decrease is checked when the events are
    /// played (`LayoutCommand`), at `$.events[i].time`.
    package init(document reader: JSONReader) throws(TagFlowError) {
        guard case .object(let members) = reader.value else { throw reader.typeMismatch(expected: "an object") }
        let type = try JSONObjectReader(members: members, path: reader.path).requiredMember("type")
            .choice(EventType.self)
        let event = try reader.object(allowedKeys: type.keys)
        // Read in the order the keys are listed, so missing keys are reported in that order.
        func point() throws(TagFlowError) -> Point {
            Point(x: try event.requiredMember("x").number(), y: try event.requiredMember("y").number())
        }
        func time() throws(TagFlowError) -> Double { try event.requiredMember("time").number() }
        switch type {
        case .down:
            let point = try point()
            self = .input(.pointerDown(point, time: try time()))
        case .move:
            let point = try point()
            self = .input(.pointerMove(point, time: try time()))
        case .up:
            let point = try point()
            self = .input(.pointerUp(point, time: try time()))
        case .tap:
            let point = try point()
            self = .tap(point, time: try time())
        case .cancel:
            self = .input(.pointerCancel(time: try time()))
        case .tick:
            self = .input(.tick(time: try time()))
        case .key:
            let key = try event.requiredMember("key").choice(InputEvent.Key.self)
            let modifiers = try event.member("modifiers").map { (value) throws(TagFlowError) in try Self.modifiers(value) } ?? []
            self = .input(.key(key, modifiers: modifiers, time: try time()))
        case .secondaryClick:
            let point = try point()
            self = .input(.secondaryClick(point, time: try time()))
        case .dragOut, .dragOutEnded, .dropMove, .dropExit, .drop, .dropBack:
            self = .input(try Self.dragAndDrop(type, event: event, point: point, time: time))
        case .filter:
            self = .filter(try event.member("text").map { (value) throws(TagFlowError) in FilterSetting(text: try value.string()) })
        case .sort:
            guard event.member("by") != nil || event.member("order") != nil else {
                self = .sort(nil)
                return
            }
            self = .sort(try SortSetting(document: reader, allowing: ["type", "by", "order"]))
        }
    }

    /// A drag-and-drop event of `type`, its keys read in the order messages list them.
    private static func dragAndDrop(
        _ type: EventType, event: JSONObjectReader, point: () throws(TagFlowError) -> Point, time: () throws(TagFlowError) -> Double
    ) throws(TagFlowError) -> InputEvent {
        switch type {
        case .dragOut: return .dragOut(time: try time())
        case .dropExit: return .dropExit(time: try time())
        case .dragOutEnded:
            let operation = try event.requiredMember("operation")
            let chosen = operation.isNull ? nil : try operation.choice(DropOperation.self)
            return .dragOutEnded(chosen, time: try time())
        case .dropMove:
            let point = try point()
            return .dropMove(point, time: try time())
        case .dropBack:
            let point = try point()
            return .dropBack(point, time: try time())
        default:
            // `drop`, the one type left of those `init(document:)` hands here.
            let text = try event.requiredMember("text").string()
            let point = try point()
            return .drop(text, at: point, time: try time())
        }
    }

    /// The names of the modifier keys, in the order messages list them.
    private static let modifierNames: KeyValuePairs<String, KeyModifiers> = ["shift": .shift, "control": .control, "alt": .alt]

    /// A key event's `modifiers`: an array of modifier names, each at most once.
    static func modifiers(_ reader: JSONReader) throws(TagFlowError) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        for element in try reader.array() {
            let modifier = try element.choice(modifierNames)
            guard !modifiers.contains(modifier) else { throw element.error("\(try element.string()) is given twice") }
            modifiers.insert(modifier)
        }
        return modifiers
    }
}
