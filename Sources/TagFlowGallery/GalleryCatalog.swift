import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowRendering

/// The demos of `tagflow gallery`, one per feature, built as layout documents in
/// code so that every picture can be drawn again from its saved JSON.
///
/// One thing is computed rather than written down: the points the scripted taps and drags go
/// to (the centres of tags in a plain layout of the same document), so the scripts keep working
/// when a font metric moves.
enum GalleryCatalog {
    typealias P = GalleryPalette

    /// Every demo, in the gallery's order.
    static func demos(using command: RenderCommand) throws(TagFlowError) -> [GalleryDemo] {
        [
            basics(),
            alignments(),
            styles(),
            try selection(using: command),
            multiline(),
            icons(),
            horizontal(),
            lineLimit(),
            rightToLeft(),
            worldText(),
            fewestRows(),
            balanced(),
            flexibleLines(),
            lineAlignment(),
            dynamicType(),
            try dragToDelete(using: command),
            tagField(),
            denseList(),
            items(),
        ]
    }

    // MARK: Building blocks

    /// A layout document of tags: `container.width` (and `height` when not 0), the `layout`
    /// object when not empty, the tags, then any extra members (`component`, `events`, …).
    static func document(
        width: Double, height: Double = 0, layout: [JSONValue.Member] = [], tags: [JSONValue],
        extra: [JSONValue.Member] = []
    ) -> JSONValue {
        var container: [JSONValue.Member] = [.init("width", .number(width))]
        if height > 0 { container.append(.init("height", .number(height))) }
        var members: [JSONValue.Member] = [.init("container", .object(container))]
        if !layout.isEmpty { members.append(.init("layout", .object(layout))) }
        members.append(.init("tags", .array(tags)))
        return .object(members + extra)
    }

    /// A layout document of tags whose `component` settings and input `events` are played before
    /// it is drawn.
    static func scriptedDocument(
        width: Double, height: Double = 0, layout: [JSONValue.Member] = [], tags: [JSONValue],
        component: JSONValue, events: [JSONValue]
    ) -> JSONValue {
        document(
            width: width, height: height, layout: layout, tags: tags,
            extra: [.init("component", component), .init("events", .array(events))])
    }

    /// `{"text": text, "style": style}`.
    static func tag(_ text: String, _ style: JSONValue = P.chip) -> JSONValue {
        ["text": .string(text), "style": style]
    }

    /// Tags of `texts`, each in its companion hue.
    static func colourfulTags(_ texts: [String]) -> [JSONValue] {
        texts.enumerated().map { tag($0.element, P.chip(hue: $0.offset)) }
    }

    /// Equal insets on every side.
    static func inset(_ value: Double) -> JSONValue {
        ["top": .number(value), "left": .number(value), "bottom": .number(value), "right": .number(value)]
    }

    /// Standard spacing and insets for a picture of one document.
    static func pictureLayout(_ extra: [JSONValue.Member] = []) -> [JSONValue.Member] {
        merged([.init("horizontalSpacing", 8), .init("verticalSpacing", 10), .init("contentInset", inset(20))], extra)
    }

    /// Standard spacing and insets for a panel of a composed picture (the panel shows the container).
    static func panelLayout(_ extra: [JSONValue.Member] = []) -> [JSONValue.Member] {
        merged([.init("horizontalSpacing", 8), .init("verticalSpacing", 8), .init("contentInset", inset(12))], extra)
    }

    /// `base` with each member of `overrides` replacing the one of the same key, or appended.
    static func merged(_ base: [JSONValue.Member], _ overrides: [JSONValue.Member]) -> [JSONValue.Member] {
        var members = base
        for member in overrides {
            if let i = members.firstIndex(where: { $0.key == member.key }) { members[i] = member } else { members.append(member) }
        }
        return members
    }

    /// The centres of the tags of `document` laid out without events, by tag index.
    static func tagCentres(of document: JSONValue, using command: RenderCommand) throws(TagFlowError) -> [Int: Point] {
        let text = try JSONWriter.writeForGallery(document)
        let scene = try command.scene(json: text)
        let inputs = try LayoutDocument(json: text).inputIndices
        var centres: [Int: Point] = [:]
        for item in scene.items {
            if let index = item.id.flatMap(inputs.index(of:)) { centres[index] = Point(x: item.frame.midX, y: item.frame.midY) }
        }
        return centres
    }

    // MARK: The demos

    static let topics = [
        "Swift", "Layout", "Pango", "Cairo", "Linux", "Dynamic Type", "Accessibility", "Right-to-left",
        "Gradients", "Shadows", "Selection", "Drag to delete", "Fewest rows", "Balanced lines", "Headless",
    ]

    static func basics() -> GalleryDemo {
        GalleryDemo(
            name: "basics", title: "Basic tags",
            caption: "Text tags measured with Pango and wrapped into lines 360 pt wide: each tag starts a new "
                + "line only when it no longer fits, and an exact fit stays on the line.",
            picture: .document(document(width: 360, layout: pictureLayout(), tags: topics.map { tag($0) })))
    }

    static let alignmentNames = [
        "leading", "trailing", "left", "right", "center", "spaceBetween", "spaceAround", "spaceEvenly",
        "fillWidth", "fillWidthExceptLastLine",
    ]

    static func alignments() -> GalleryDemo {
        let words = ["Design", "Swift", "Typography", "Accessibility", "Color", "Motion"]
        func panel(_ name: String, rightToLeft: Bool = false) -> GalleryPanel {
            var layout: [JSONValue.Member] = [.init("alignment", .string(name))]
            if rightToLeft { layout.append(.init("layoutDirection", "rightToLeft")) }
            return GalleryPanel(
                label: rightToLeft ? "\(name), rightToLeft" : name,
                document: document(width: 340, layout: panelLayout(layout), tags: words.map { tag($0, P.box) }))
        }
        // The pairs that look alike left to right, each beside its right-to-left layout; then
        // the rest two by two.
        let directional = ["leading", "left", "trailing", "right"].flatMap { [panel($0), panel($0, rightToLeft: true)] }
        let rest = alignmentNames.filter { !["leading", "left", "trailing", "right"].contains($0) }.map { panel($0) }
        return GalleryDemo(
            name: "alignments", title: "The ten alignments",
            caption: "The same six tags in each of the ten alignments, every line aligned on its own. Left to right, "
                + "leading looks like left and trailing like right, so each sits beside its right-to-left layout: "
                + "leading and trailing follow the reading direction (leading packs against the right edge), while "
                + "left and right stay physical and only the order within a line is mirrored. fillWidth grows every tag; "
                + "fillWidthExceptLastLine leaves the last line at natural widths. Composed of fourteen documents, one per panel.",
            picture: .panels(directional + rest, columns: 2))
    }

    static func styles() -> GalleryDemo {
        let white: JSONValue = "#FFFFFF"
        let tags: [JSONValue] = [
            tag("Gradient", [
                "textColor": white, "font": ["weight": "bold"], "cornerRadius": 100, "padding": ["width": 28, "height": 14],
                "gradient": ["startColor": "#6366F1", "endColor": "#A855F7"],
            ]),
            tag("Sunset", [
                "textColor": white, "font": ["weight": "bold"], "cornerRadius": 100, "padding": ["width": 28, "height": 14],
                "gradient": ["startColor": "#F97316", "endColor": "#EC4899"],
            ]),
            tag("Ocean, top to bottom", [
                "textColor": white, "cornerRadius": 10, "padding": ["width": 24, "height": 14],
                "gradient": ["startColor": "#22D3EE", "endColor": "#2563EB", "startPoint": [0.5, 0], "endPoint": [0.5, 1]],
            ]),
            tag("Outlined", [
                "textColor": P.indigo, "backgroundColor": "#FFFFFF00", "borderWidth": 1.5, "borderColor": P.indigo,
                "cornerRadius": 100, "padding": ["width": 24, "height": 12],
            ]),
            tag("Soft shadow", [
                "textColor": P.ink, "backgroundColor": "#FFFFFF", "cornerRadius": 12, "padding": ["width": 24, "height": 14],
                "shadow": ["color": "#1F2937", "offsetY": 3, "radius": 8, "opacity": 0.18],
            ]),
            tag("Deep shadow", [
                "textColor": white, "backgroundColor": "#111827", "cornerRadius": 12, "padding": ["width": 24, "height": 14],
                "shadow": ["color": "#4F46E5", "offsetY": 6, "radius": 14, "opacity": 0.45],
            ]),
            tag("Speech bubble", [
                "textColor": "#166534", "backgroundColor": "#DCFCE7", "cornerRadius": 16,
                "corners": ["topLeft", "topRight", "bottomRight"], "padding": ["width": 24, "height": 14],
            ]),
            tag("Leaf corners", [
                "textColor": "#92400E", "backgroundColor": "#FEF3C7", "cornerRadius": 16,
                "corners": ["topLeft", "bottomRight"], "padding": ["width": 24, "height": 14],
            ]),
            tag("Square", [
                "textColor": white, "backgroundColor": "#0F766E", "cornerRadius": 0, "padding": ["width": 24, "height": 12],
            ]),
            tag("Serif italic", [
                "textColor": "#9F1239", "backgroundColor": "#FFE4E6", "cornerRadius": 6,
                "font": ["family": "DejaVu Serif", "italic": true, "size": 15], "padding": ["width": 22, "height": 12],
            ]),
            tag("monospace", [
                "textColor": "#E5E7EB", "backgroundColor": "#1F2937", "cornerRadius": 6,
                "font": ["family": "DejaVu Sans Mono", "size": 13], "padding": ["width": 22, "height": 12],
            ]),
            [
                "runs": [
                    ["text": "★ 4.9", "font": ["weight": "bold"], "color": "#B45309"],
                    ["text": " · 2,143 reviews", "color": P.muted],
                ],
                "style": ["backgroundColor": "#FFFBEB", "borderWidth": 1, "borderColor": "#FCD34D", "cornerRadius": 100,
                          "padding": ["width": 24, "height": 12]],
            ],
        ]
        return GalleryDemo(
            name: "styles", title: "Per-tag styles",
            caption: "Every tag its own style: linear gradients (any direction), borders, blurred shadows "
                + "(tinted too), a radius on chosen corners only, square corners, other fonts, and text runs "
                + "in several fonts and colours.",
            picture: .document(document(width: 360, layout: pictureLayout([.init("horizontalSpacing", 10), .init("verticalSpacing", 14)]), tags: tags)))
    }

    static func selection(using command: RenderCommand) throws(TagFlowError) -> GalleryDemo {
        let words = ["Breakfast", "Brunch", "Lunch", "Coffee", "Dinner", "Vegan", "Late night", "Outdoor seating", "Wi-Fi"]
        let tags = words.map { word -> JSONValue in
            ["text": .string(word), "style": P.chip, "selectedStyle": P.selected]
        }
        let plain = document(width: 360, layout: pictureLayout(), tags: tags)
        let centres = try tagCentres(of: plain, using: command)
        let tapped = [1, 3, 4, 7]
        let events = tapped.enumerated().compactMap { step, index -> JSONValue? in
            guard let centre = centres[index] else { return nil }
            return ["type": "tap", "x": .number(centre.x), "y": .number(centre.y), "time": .number(Double(step))]
        }
        let component: JSONValue = ["selection": ["mode": "multiple", "limit": 3]]
        return GalleryDemo(
            name: "selection", title: "Selection with a limit",
            caption: "Multiple selection limited to three: four taps (Brunch, Coffee, Dinner, Outdoor seating) "
                + "are played as events; the fourth is refused because the limit is reached. Selected tags "
                + "show their selected style.",
            picture: .document(
                scriptedDocument(width: 360, layout: pictureLayout(), tags: tags, component: component, events: events)))
    }

    /// A tag with 10 pt corners in companion hue `hue`, with further style members.
    static func squarishTag(_ text: String, _ extra: [JSONValue.Member], hue: Int) -> JSONValue {
        let base = P.hues[hue % P.hues.count]
        var style: [JSONValue.Member] = [
            .init("textColor", base.text), .init("backgroundColor", base.fill), .init("cornerRadius", 10),
            .init("padding", ["width": 20, "height": 12]),
        ]
        style += extra
        return ["text": .string(text), "style": .object(style)]
    }

    static func multiline() -> GalleryDemo {
        let tags: [JSONValue] = [
            squarishTag(
                "Word wrap: a long tag flows onto more lines once it reaches its maximum width",
                [.init("maxWidth", 220), .init("numberOfLines", 0), .init("lineBreakMode", "wordWrap"), .init("textAlignment", "left")], hue: 0),
            squarishTag(
                "Three lines at most, then an ellipsis: long descriptions stay tidy in a narrow column, however much is said",
                [.init("maxWidth", 280), .init("numberOfLines", 3), .init("lineBreakMode", "truncateTail"), .init("textAlignment", "left")], hue: 1),
            squarishTag("Tail truncation keeps the start of a long label", [.init("maxWidth", 200), .init("lineBreakMode", "truncateTail")], hue: 2),
            squarishTag("a long label keeps its end: head truncation", [.init("maxWidth", 200), .init("lineBreakMode", "truncateHead")], hue: 3),
            squarishTag("Middle truncation keeps the start and the end", [.init("maxWidth", 200), .init("lineBreakMode", "truncateMiddle")], hue: 4),
            squarishTag("Clip cuts the text at the edge, no ellipsis", [.init("maxWidth", 200), .init("lineBreakMode", "clip"), .init("textAlignment", "left")], hue: 5),
            squarishTag(
                "Character wrap: Supercalifragilisticexpialidocious",
                [.init("maxWidth", 170), .init("numberOfLines", 2), .init("lineBreakMode", "charWrap"), .init("textAlignment", "left")], hue: 6),
        ]
        return GalleryDemo(
            name: "multiline", title: "Multi-line and truncated tags",
            caption: "Tags limited by a maximum width: wrapping by words or characters onto several lines, "
                + "a line limit with an ellipsis, and each truncation mode (tail, head, middle, clip) on one line. "
                + "The last tag wraps by characters inside “Supercalifragilisticexpialidocious”, and its limit of two "
                + "lines cuts the word short: the wrapping modes stop at the limit without an ellipsis (give a "
                + "truncating mode to mark the cut).",
            picture: .document(document(width: 360, layout: pictureLayout([.init("lineAlignment", "top")]), tags: tags)))
    }

    static func icons() -> GalleryDemo {
        let icons = GalleryIcons.all
        func iconTag(_ text: String, icon: Int, tint: JSONValue?, style: JSONValue) -> JSONValue {
            var image: [JSONValue.Member] = [
                .init("source", .string(icons[icon].source)), .init("width", 16), .init("height", 16), .init("spacing", 6),
            ]
            if let tint { image.append(.init("tintColor", tint)) }
            return ["text": .string(text), "image": .object(image), "style": style]
        }
        let white: JSONValue = "#FFFFFF"
        let solid: JSONValue = ["textColor": white, "backgroundColor": P.indigo, "cornerRadius": 100, "padding": ["width": 24, "height": 12]]
        let tags: [JSONValue] = [
            iconTag("Favourites", icon: 0, tint: "#D97706", style: P.chip(hue: 3)),
            iconTag("Loved", icon: 1, tint: "#E11D48", style: P.chip(hue: 4)),
            iconTag("Fast", icon: 2, tint: "#7C3AED", style: P.chip(hue: 5)),
            iconTag("Colour image", icon: 3, tint: nil, style: P.chip(hue: 0)),
            iconTag("Starred", icon: 0, tint: white, style: solid),
            iconTag("Lightning deals", icon: 2, tint: white, style: [
                "textColor": white, "cornerRadius": 100, "padding": ["width": 24, "height": 12],
                "gradient": ["startColor": "#F97316", "endColor": "#EC4899"],
            ]),
            iconTag("Health", icon: 1, tint: "#BE123C", style: [
                "textColor": "#BE123C", "backgroundColor": "#FFFFFF00", "borderWidth": 1.5, "borderColor": "#FDA4AF",
                "cornerRadius": 100, "padding": ["width": 24, "height": 12],
            ]),
        ]
        return GalleryDemo(
            name: "icons", title: "Tags with an icon",
            caption: "A leading image before the text: template icons tinted to match the tag (drawn in code "
                + "and saved under icons/), and a colour image drawn as it is.",
            picture: .document(document(width: 360, layout: pictureLayout(), tags: tags)))
    }

    static func horizontal() -> GalleryDemo {
        let fruits = ["1 Pomegranate", "2 Blueberry", "3 Watermelon", "4 Apricot", "5 Mango", "6 Fig", "7 Kiwi", "8 Pear", "9 Lime"]
        let panels = [("rowMajor", "rowMajor: consecutive tags fill the first row, then the second"),
                      ("columnMajor", "columnMajor: tag i goes to row i mod 2"),
                      ("balanced", "balanced: consecutive tags, the widest row as narrow as possible")].map { name, label in
            GalleryPanel(
                label: label,
                document: document(
                    width: 300,
                    layout: panelLayout([
                        .init("scrollDirection", "horizontal"), .init("numberOfLines", 2),
                        .init("horizontalDistribution", .string(name)),
                    ]),
                    tags: colourfulTags(fruits)))
        }
        return GalleryDemo(
            name: "horizontal", title: "Horizontal rows",
            caption: "Horizontal scrolling with two rows: the content is as wide as the widest row. rowMajor "
                + "and columnMajor order the same nine tags differently; balanced evens the rows. "
                + "Composed of three documents.",
            picture: .panels(panels, columns: 1))
    }

    static func lineLimit() -> GalleryDemo {
        let words = topics + ["Benchmarks", "Caching", "JSON", "Command line", "Gallery"]
        // The chip in the tags' pill shape, outlined in their ink: "more of these".
        let chip: JSONValue = [
            "format": "+{count} more",
            "style": [
                "textColor": P.indigoInk, "backgroundColor": "#FFFFFF", "borderWidth": 1.5, "borderColor": P.indigoInk,
                "cornerRadius": 100, "font": ["weight": "semibold"], "padding": ["width": 24, "height": 12],
            ],
        ]
        let panels = [false, true].map { expanded in
            GalleryPanel(
                label: expanded ? "expanded by a tap on the chip: “Show less” ends it" : "numberOfLines: 2, format “+{count} more”",
                document: document(
                    width: 360, layout: panelLayout([.init("numberOfLines", 2), .init("lineLimitExpanded", .bool(expanded))]),
                    tags: words.map { tag($0) }, extra: [.init("overflowChip", chip)]))
        }
        return GalleryDemo(
            name: "line-limit", title: "A line limit with a “+N more” chip",
            caption: "At most two lines: the tags past the limit are hidden, and the chip — a tag of its own style and "
                + "words — takes the end of the last line. It is measured for the very count it shows, and the layout "
                + "settles its width and the count together, so it always reads the number of hidden tags. A tap "
                + "expands the collection; “Show less” after the last tag folds it again. Composed of two documents.",
            picture: .panels(panels, columns: 1))
    }

    static func rightToLeft() -> GalleryDemo {
        let words = ["1 Alpha", "2 Bravo", "3 Charlie", "4 Delta", "5 Echo", "6 Foxtrot", "7 Golf", "8 Hotel"]
        let hebrew = ["שלום", "תגיות", "ימין לשמאל", "עיצוב", "مرحبا", "العربية", "تخطيط"]
        let panels = [
            GalleryPanel(label: "leftToRight", document: document(width: 340, layout: panelLayout(), tags: colourfulTags(words))),
            GalleryPanel(
                label: "rightToLeft",
                document: document(width: 340, layout: panelLayout([.init("layoutDirection", "rightToLeft")]), tags: colourfulTags(words))),
            GalleryPanel(
                label: "rightToLeft, Hebrew and Arabic",
                document: document(width: 340, layout: panelLayout([.init("layoutDirection", "rightToLeft")]), tags: colourfulTags(hebrew))),
        ]
        return GalleryDemo(
            name: "right-to-left", title: "Right to left",
            caption: "The right-to-left layout is the mirror image of the left-to-right one: the first tag "
                + "starts at the right and leading alignment means right. Composed of three documents.",
            picture: .panels(panels, columns: 1))
    }

    /// Tags in many of the world's scripts, as a user of a tag component writes them.
    static let worldWords = [
        "标签", "中文 🇨🇳", "日本語", "ラーメン 🍜", "한국어", "🍕 Pizza", "👩‍💻 Dev", "नमस्ते", "বাংলা", "தமிழ்",
        "ภาษาไทย", "မြန်မာ", "አማርኛ", "ქართული", "Հայերեն", "עברית", "العربية", "❤️‍🔥 Hot", "👍🏽", "☕ ☕️",
    ]

    static func worldText() -> GalleryDemo {
        let tags = colourfulTags(worldWords)
        let even = worldWords.enumerated().map { tag($0.element, P.chip(hue: $0.offset, extra: [.init("lineHeight", 20)])) }
        let paragraph = "مرحبا بكم في مجموعة الوسوم العربية"
        let aligned = ["left", "natural", "right"].enumerated().map { i, alignment in
            squarishTag(
                alignment == "natural" ? paragraph : "\(paragraph) (\(alignment))",
                [.init("maxWidth", 150), .init("numberOfLines", 0), .init("lineBreakMode", "wordWrap"),
                 .init("textAlignment", .string(alignment))], hue: i + 2)
        } + [
            squarishTag(
                "Hello\nשלום עולם", [.init("numberOfLines", 0), .init("lineBreakMode", "wordWrap"), .init("textAlignment", "natural")],
                hue: 5)
        ]
        let panels = [
            GalleryPanel(label: "natural line heights", document: document(width: 400, layout: panelLayout(), tags: tags)),
            GalleryPanel(label: "lineHeight 20: even chips", document: document(width: 400, layout: panelLayout(), tags: even)),
            GalleryPanel(
                label: "wrapped Arabic: left, natural, right; natural per paragraph",
                document: document(
                    width: 400, layout: panelLayout([.init("layoutDirection", "rightToLeft"), .init("lineAlignment", "top")]),
                    tags: aligned)),
        ]
        return GalleryDemo(
            name: "world-text", title: "World text",
            caption: "Chinese, Japanese, Korean, emoji (with a ZWJ sequence, a skin tone and a flag), Indic, Thai, "
                + "Myanmar, Ethiopic, Georgian, Armenian, Hebrew and Arabic, measured like a browser with a fixed list "
                + "of fallback fonts. Natural line heights follow each script; a fixed lineHeight evens the chips out. "
                + "☕ is DejaVu's glyph, ☕️ (with U+FE0F) the colour emoji. Wrapped Arabic is aligned as asked. "
                + "Composed of three documents.",
            picture: .panels(panels, columns: 1))
    }

    /// Tags whose widths leave greedy packing a line more than it needs.
    static let packingWords = [
        "Photography", "Art", "Mountain biking", "Tea", "Architecture", "Jazz", "Board games", "Poetry",
        "Rock climbing", "Wine", "Knitting", "Astronomy",
    ]

    static func fewestRows() -> GalleryDemo {
        strategyComparison(
            name: "fewest-rows", title: "Fewest rows beside the natural order",
            caption: "fewestRows may reorder tags to use as few lines as possible (bin packing with a proof "
                + "of optimality when it finds one); greedy keeps the given order. Two documents side by side.",
            strategies: ["greedy", "fewestRows"], words: packingWords, width: 270)
    }

    static func balanced() -> GalleryDemo {
        strategyComparison(
            name: "balanced", title: "Balanced lines beside greedy",
            caption: "balanced keeps the order and greedy's number of lines but chooses the breaks that make "
                + "the lines as even as possible, so no lonely tag is left on the last line. Two documents side by side.",
            strategies: ["greedy", "balanced"],
            words: ["Espresso", "Flat white", "Cortado", "Latte", "Mocha", "Cold brew", "Americano"], width: 300)
    }

    /// The same tags laid out with each line-breaking strategy, side by side; each panel's label
    /// names the strategy and its line count (and, for fewestRows, whether it is proven optimal).
    private static func strategyComparison(
        name: String, title: String, caption: String, strategies: [String], words: [String], width: Double
    ) -> GalleryDemo {
        let panels = strategies.map { strategy in
            GalleryPanel(
                label: strategy == "fewestRows" ? "fewestRows · {lines}{proof}" : "\(strategy) · {lines}",
                document: document(
                    width: width, layout: panelLayout([.init("lineBreaking", .string(strategy))]),
                    tags: colourfulTags(words)))
        }
        return GalleryDemo(name: name, title: title, caption: caption, picture: .panels(panels, columns: strategies.count))
    }

    static func lineAlignment() -> GalleryDemo {
        let sizes: [Double] = [12, 20, 14, 26]
        let words = ["Small", "Large", "Body", "Title"]
        let tags = zip(words, sizes).enumerated().map { offset, pair -> JSONValue in
            let hue = P.hues[offset % P.hues.count]
            return [
                "text": .string(pair.0),
                "style": [
                    "textColor": hue.text, "backgroundColor": hue.fill, "cornerRadius": 8,
                    "font": ["size": .number(pair.1)], "padding": ["width": 18, "height": 10],
                ],
            ]
        }
        let panels = ["top", "center", "bottom", "firstBaseline", "stretch"].map { name in
            GalleryPanel(
                label: "lineAlignment: \(name)",
                document: document(width: 340, layout: panelLayout([.init("lineAlignment", .string(name))]), tags: tags))
        }
        return GalleryDemo(
            name: "line-alignment", title: "Alignment across the line",
            caption: "Tags of different heights on one line, placed at the top, centre or bottom of the line; "
                + "on their texts' first baseline, which Pango measures where the text is drawn (CSS align-items: "
                + "baseline); or stretched to the line's height. Composed of five documents.",
            picture: .panels(panels, columns: 1))
    }

    static func flexibleLines() -> GalleryDemo {
        let filters = [("All", 1), ("Unread", 2), ("Flagged", 3)].enumerated().map { offset, filter -> JSONValue in
            tag("\(filter.0) · \(filter.1)", P.chip(hue: offset, extra: [.init("grow", .number(Double(filter.1)))]))
        }
        // A text field's look: the typed words start at its left, the rest of the line is its own.
        let field = tag(
            "Add a tag…",
            [
                "textColor": P.muted, "backgroundColor": "#FFFFFF", "borderWidth": 1, "borderColor": "#CBD5E1",
                "cornerRadius": 100, "padding": ["width": 24, "height": 12], "textAlignment": "left", "grow": 1,
                "minWidth": 120,
            ])
        let words = ["Swift", "Pango", "Cairo", "Linux", "Layout", "Gradients", "Shadows", "Headless"]
        let panels = [
            GalleryPanel(
                label: "grow 1 · 2 · 3: the free space by weight",
                document: document(width: 360, layout: panelLayout(), tags: filters)),
            GalleryPanel(
                label: "a field: grow 1, minWidth 120",
                document: document(width: 360, layout: panelLayout(), tags: colourfulTags(Array(words.prefix(5))) + [field])),
            GalleryPanel(
                label: "columns: minimumWidth 100: an equal-width grid",
                document: document(
                    width: 360, layout: panelLayout([.init("columns", ["minimumWidth": 100])]), tags: colourfulTags(words))),
            GalleryPanel(
                label: "spaceBetween, lastLineAlignment: leading",
                document: document(
                    width: 360,
                    layout: panelLayout([.init("alignment", "spaceBetween"), .init("lastLineAlignment", "leading")]),
                    tags: colourfulTags(words + ["JSON"]))),
        ]
        return GalleryDemo(
            name: "flexible-lines", title: "Flexible lines",
            caption: "Tags as CSS flex items: the free space of a line shared by weight, a field that fills the rest "
                + "of its line and wraps when less than its minimum is left, an equal-width grid of as many columns "
                + "as fit (CSS grid auto-fill), and spread lines whose last line stays at the start. "
                + "Composed of four documents.",
            picture: .panels(panels, columns: 1))
    }

    static let dynamicTypeCategories: [(name: String, short: String)] = [
        ("extraSmall", "xS"), ("large", "L, the default"), ("extraExtraExtraLarge", "xxxL"),
        ("accessibilityLarge", "AX3"), ("accessibilityExtraExtraExtraLarge", "AX5"),
    ]

    static func dynamicType() -> GalleryDemo {
        let words = ["Music", "Podcasts", "Books", "News", "Maps"]
        let panels = dynamicTypeCategories.map { category in
            GalleryPanel(
                label: "\(category.name) (\(category.short))",
                document: document(
                    width: 360, layout: panelLayout(), tags: colourfulTags(words),
                    extra: [.init("contentSizeCategory", .string(category.name))]))
        }
        return GalleryDemo(
            name: "dynamic-type", title: "Dynamic Type",
            caption: "The same tags at five of the twelve content-size categories, from extra small to the "
                + "largest accessibility size: every font scales and the tags rewrap. Composed of five documents.",
            picture: .panels(panels, columns: 1))
    }

    static func dragToDelete(using command: RenderCommand) throws(TagFlowError) -> GalleryDemo {
        let words = ["Inbox", "Drafts", "Archive", "Receipts", "Travel", "Family", "Work", "Newsletters", "Later"]
        let tags = colourfulTags(words)
        let layout = pictureLayout()
        let plain = document(width: 360, height: 250, layout: layout, tags: tags)
        let centres = try tagCentres(of: plain, using: command)
        let start = centres[3] ?? Point(x: 60, y: 40)
        // Default zone: 52 pt tall, 18 pt from the sides, 12 pt from the bottom of a 250 pt
        // viewport. The pointer goes straight into it (the order does not follow a pointer in
        // the zone), so the slot stays where the tag was; the tag is held right of the zone's
        // middle, and the zone's icon and words move to its left end.
        let zoneCentre = Point(x: 180, y: 250 - 12 - 26)
        let events: [JSONValue] = [
            ["type": "down", "x": .number(start.x), "y": .number(start.y), "time": 0],
            ["type": "tick", "time": 0.4],
            ["type": "move", "x": .number(zoneCentre.x + 110), "y": .number(zoneCentre.y - 4), "time": 0.5],
        ]
        let component: JSONValue = ["reordering": true, "dragToDelete": true]
        return GalleryDemo(
            name: "drag-to-delete", title: "A drag over the delete zone",
            caption: "Events end mid-drag: a long press lifted “Receipts” (drawn larger, with a deeper shadow, "
                + "its slot left empty) and the pointer is over the delete zone, which is highlighted — "
                + "releasing now would delete the tag.",
            picture: .document(
                scriptedDocument(
                    width: 360, height: 250, layout: layout, tags: tags, component: component, events: events)))
    }

    static let listRows: [[String]] = [
        ["Swift", "Concurrency"],
        ["Layout", "Pango", "Cairo", "Text measurement", "Rendering"],
        ["Accessibility"],
        ["Design", "Typography", "Color", "Motion", "Icons", "Grids", "Spacing", "Dark mode", "Localization"],
        ["Linux", "Testing", "Benchmarks"],
        ["Bin packing", "Line breaking", "Right-to-left", "Dynamic Type", "Gestures", "Keyboard", "Selection"],
        ["JSON"],
        ["Caching", "Performance", "Memory"],
    ]

    static func denseList() -> GalleryDemo {
        let style: JSONValue = [
            "textColor": P.indigoInk, "backgroundColor": P.indigoLight, "cornerRadius": 100,
            "font": ["size": 12], "padding": ["width": 16, "height": 8],
        ]
        let rows = listRows.map { words in
            document(
                width: 320,
                layout: [.init("horizontalSpacing", 6), .init("verticalSpacing", 6), .init("contentInset", inset(10))],
                tags: words.map { tag($0, style) })
        }
        return GalleryDemo(
            name: "dense-list", title: "A dense list with precomputed heights",
            caption: "Eight list rows whose heights come from one TagLayout.sizes(ofRows:width:) call "
                + "(the CLI: tagflow layout --batch on the saved JSON Lines) before anything is drawn; the "
                + "rows are stacked at exactly those heights, shown on the right.",
            picture: .list(rows: rows))
    }

    static func items() -> GalleryDemo {
        let widths: [Double] = [64, 120, 48, 96, 80, 140, 56, 72, 104, 60, 88]
        var items: [JSONValue] = widths.map { ["width": .number($0), "height": 28] }
        items.insert(["width": 90, "height": 28, "lineBreak": "startsNewLine"], at: 6)
        items.append(["width": 40, "height": 20, "lineBreak": "fillsLine"])
        let document: JSONValue = [
            "container": ["width": 360],
            "layout": .object(pictureLayout([.init("alignment", "center")])),
            "items": .array(items),
        ]
        return GalleryDemo(
            name: "items", title: "Items: plain boxes",
            caption: "A document of sizes instead of tags is drawn as plain boxes: centred lines, one item that "
                + "starts a new line and one that fills a line of its own.",
            picture: .document(document))
    }
}

extension JSONWriter {
    /// The compact text of a gallery document, with errors as document errors.
    static func writeForGallery(_ value: JSONValue) throws(TagFlowError) -> String {
        do {
            return try write(value)
        } catch {
            throw TagFlowError(TagFlowError.DocumentReason.invalidDocument("internal error: \(error)"))
        }
    }
}
