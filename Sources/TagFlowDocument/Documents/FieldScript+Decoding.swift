import TagFlow
import TagFlowJSON

extension FieldScript {
    /// The keys of a document's `field` object, in the order error messages list them.
    package static let fieldKeys = [
        "delimiters", "commitsOnBlur", "duplicates", "maximumCount", "maximumLength", "addsInvalidTags", "invalidStyle",
        "tagStyle", "onlyKnownTags", "suggestions", "asynchronousSuggestions", "maximumSuggestions", "marksAddedSuggestions",
        "placeholder", "entryMinimumWidth",
    ]

    /// The most suggestions of `field.suggestions` (and of one `suggestions` event): each
    /// keystroke ranks them all, so a script's events times its suggestions stay within the
    /// document's work.
    package static let maximumSuggestionCount = 100_000
    /// The longest suggestion, in UTF-8 bytes: a keystroke searches every byte of every one.
    package static let maximumSuggestionLength = 1_000

    /// The delimiter names, in the order error messages list them.
    private static let delimiterNames: KeyValuePairs<String, TagFieldDelimiters> = [
        "comma": .comma, "return": .return, "semicolon": .semicolon, "tab": .tab, "newline": .newline, "space": .space,
    ]

    /// The duplicate rules by name.
    private static let duplicateNames: KeyValuePairs<String, TagCollectionOptions.DuplicateRule> = [
        "folded": .folded, "exact": .exact, "allowed": .allowed,
    ]

    /// Reads a document's `field` object and `events` array (see docs/cli.md, "The tag field"):
    /// every key of `field` is optional and takes `TagCollectionOptions()`'s default, except
    /// `maximumCount`, which a document holds to `LayoutDocument.maximumTagCount` (absent: that).
    /// Styles name fonts into `fonts`; the placeholder and every typed or pasted text spend `budget`.
    init(
        field reader: JSONReader, events: JSONReader?, fonts: inout [FontReference], textSizeCategory: TextSizeCategory,
        budget: inout TextBudget
    ) throws(TagFlowError) {
        self.init()
        let field = try reader.object(allowedKeys: Self.fieldKeys)
        options.maximumCount = LayoutDocument.maximumTagCount
        try readTokenizing(field)
        try readStyles(field, fonts: &fonts, textSizeCategory: textSizeCategory, budget: &budget)
        try readSuggestions(field)
        if let value = field.member("placeholder") {
            options.placeholder = try value.string()
            try budget.spend(.plain(options.placeholder), at: value.path)
        }
        if let value = field.nonNullMember("entryMinimumWidth") { options.entryMinimumWidth = try value.length() }
        do throws(TagFlowError) {
            try options.validate()
        } catch {
            throw TagFlowError(error.reason, at: reader.path + error.path)
        }
        if let events {
            for entry in try events.array() { self.events.append(try FieldScriptEvent(document: entry, budget: &budget)) }
        }
    }

    /// `delimiters`, `commitsOnBlur`, `duplicates`, `maximumCount`, `maximumLength`,
    /// `addsInvalidTags` and `onlyKnownTags`.
    private mutating func readTokenizing(_ field: JSONObjectReader) throws(TagFlowError) {
        if let value = field.member("delimiters") { options.delimiters = try Self.delimiters(value) }
        if let value = field.member("commitsOnBlur") { options.commitsOnBlur = try value.bool() }
        if let value = field.member("duplicates") { options.duplicates = try value.choice(Self.duplicateNames) }
        if let value = field.nonNullMember("maximumCount") {
            let count = try value.nonNegativeInteger()
            guard count <= LayoutDocument.maximumTagCount else {
                throw value.error(
                    "\(count) is more tags than a document may hold; give 0…\(LayoutDocument.maximumTagCount), "
                        + "or leave it out for \(LayoutDocument.maximumTagCount)")
            }
            options.maximumCount = count
        }
        if let value = field.nonNullMember("maximumLength") {
            let length = try value.nonNegativeInteger()
            guard length >= 1 else { throw value.error("0 would make every tag invalid; give 1 or more, or null for no rule") }
            maximumLength = length
        }
        if let value = field.member("addsInvalidTags") { options.addsInvalidTags = try value.bool() }
        if let value = field.member("onlyKnownTags") { options.onlyKnownTags = try value.bool() }
    }

    /// A `delimiters` array: names, each at most once, at least one.
    private static func delimiters(_ reader: JSONReader) throws(TagFlowError) -> TagFieldDelimiters {
        var delimiters: TagFieldDelimiters = []
        for element in try reader.array() {
            let delimiter = try element.choice(delimiterNames)
            guard !delimiters.contains(delimiter) else { throw element.error("\(try element.string()) is given twice") }
            delimiters.insert(delimiter)
        }
        guard !delimiters.isEmpty else {
            throw reader.error("an empty set of delimiters leaves nothing to end a tag with; give at least one ([\"return\"] for Return only)")
        }
        return delimiters
    }

    /// `invalidStyle` (`null`: the ordinary style marked red) and `tagStyle`, each on top of
    /// `TextTagStyle()`, their fonts counted as a tag's are.
    private mutating func readStyles(
        _ field: JSONObjectReader, fonts: inout [FontReference], textSizeCategory: TextSizeCategory, budget: inout TextBudget
    ) throws(TagFlowError) {
        if let value = field.nonNullMember("invalidStyle") {
            let style = try TextTagStyle(document: value, base: TextTagStyle(), fonts: &fonts, textSizeCategory: textSizeCategory)
            try budget.spendFont(of: style, readFrom: value, scaledFor: textSizeCategory)
            options.invalidStyle = style
        }
        if let value = field.member("tagStyle") {
            let style = try TextTagStyle(document: value, base: TextTagStyle(), fonts: &fonts, textSizeCategory: textSizeCategory)
            try budget.spendFont(of: style, readFrom: value, scaledFor: textSizeCategory)
            options.tagStyle = style
        }
    }

    /// `suggestions` (strings, or groups: `{"group", "suggestions"}`; texts a tag could hold:
    /// `TagText.checkLimits()`), `asynchronousSuggestions` (not with `suggestions`),
    /// `maximumSuggestions` and `marksAddedSuggestions`.
    private mutating func readSuggestions(_ field: JSONObjectReader) throws(TagFlowError) {
        if let value = field.nonNullMember("suggestions") { suggestions = try Self.suggestionGroups(value) }
        if let value = field.member("asynchronousSuggestions") {
            answersSuggestionsLater = try value.bool()
            if answersSuggestionsLater, suggestions != nil {
                throw value.error("a field's suggestions are a list or answered later, not both; leave out \"suggestions\" or this")
            }
        }
        if let value = field.member("maximumSuggestions") { options.maximumSuggestions = try value.integer() }
        if let value = field.member("marksAddedSuggestions") { options.marksAddedSuggestions = try value.bool() }
    }

    /// A suggestion list: an array of strings (one group without a title), or of groups
    /// `{"group": title, "suggestions": [strings]}`; at most `maximumSuggestionCount` strings in
    /// all, each at most `maximumSuggestionLength` bytes.
    static func suggestionGroups(_ reader: JSONReader) throws(TagFlowError) -> [TagSuggestionGroup] {
        let elements = try reader.array()
        guard let first = elements.first, case .object = first.value else {
            return [TagSuggestionGroup(try strings(reader, elements: elements, counted: 0))]
        }
        var groups: [TagSuggestionGroup] = []
        var counted = 0
        for element in elements {
            guard case .object = element.value else {
                throw element.typeMismatch(expected: "a group {\"group\", \"suggestions\"}, as the first element is")
            }
            let group = try element.object(allowedKeys: ["group", "suggestions"])
            let title = try group.nonNullMember("group").map { (value) throws(TagFlowError) in try value.string() }
            let list = try group.requiredMember("suggestions")
            let candidates = try strings(list, elements: try list.array(), counted: counted)
            counted += candidates.count
            groups.append(TagSuggestionGroup(candidates, title: title))
        }
        return groups
    }

    /// The strings of a suggestion array, `counted` strings having come before it.
    private static func strings(_ reader: JSONReader, elements: JSONReader.Elements, counted: Int) throws(TagFlowError) -> [String] {
        guard counted + elements.count <= maximumSuggestionCount else {
            throw reader.error(
                "holds \(counted + elements.count) suggestions; a field may have at most \(maximumSuggestionCount), "
                    + "as every keystroke ranks them all")
        }
        var list: [String] = []
        list.reserveCapacity(elements.count)
        for element in elements {
            let text = try element.string()
            guard text.utf8.count <= maximumSuggestionLength else {
                throw element.error(
                    "is \(text.utf8.count) bytes long; a suggestion may be at most \(maximumSuggestionLength) bytes (UTF-8)")
            }
            // A row is drawn as a text: refused here what `render` could not draw.
            do { try TagText.plain(text).checkLimits() } catch { throw error.prefixed(with: element.path) }
            list.append(text)
        }
        return list
    }
}
