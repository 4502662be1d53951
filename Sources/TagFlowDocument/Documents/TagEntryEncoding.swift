import TagFlow
import TagFlowJSON

extension TagEntry {
    /// `tag` as an entry of a document's `tags`, which `init(document:index:)` reads back as the
    /// same tag under the id of its index: its text or runs, image, style, selected and disabled
    /// styles, selection, line break and disabled flag, every style key written out. What
    /// documents have no key for is left out: custom content is written as its label's text, and
    /// a selected content, an attachment and accessibility texts are not written.
    package static func document(of tag: TextTag) -> JSONValue {
        var members: [JSONValue.Member] = []
        switch tag.content {
        case .text(.plain(let text), let image):
            members.append(.init("text", .string(text)))
            if let image { members.append(.init("image", image.document)) }
        case .text(.runs(let runs), let image):
            members.append(.init("runs", .array(runs.map(\.document))))
            if let image { members.append(.init("image", image.document)) }
        case .custom:
            members.append(.init("text", .string(tag.content.string)))
        }
        members.append(.init("style", tag.style.document))
        if let selected = tag.selectedStyle { members.append(.init("selectedStyle", selected.document)) }
        if tag.isSelected { members.append(.init("selected", true)) }
        if tag.lineBreak != .normal { members.append(.init("lineBreak", .string(tag.lineBreak.documentName))) }
        if tag.isDisabled { members.append(.init("disabled", true)) }
        if let disabled = tag.disabledStyle { members.append(.init("disabledStyle", disabled.document)) }
        return .object(members)
    }
}

extension TextTagStyle {
    /// The style as a document's style object, every key written (so it reads back the same on
    /// any base); a size limit, line limit or line height that is off is written as 0.
    package var document: JSONValue {
        let sizes: [(String, Double?)] = [
            ("minWidth", minWidth), ("maxWidth", maxWidth), ("exactWidth", exactWidth),
            ("minHeight", minHeight), ("maxHeight", maxHeight), ("exactHeight", exactHeight),
        ]
        var members: [JSONValue.Member] = [
            .init("font", font.document), .init("textColor", textColor.document),
            .init("backgroundColor", backgroundColor.document), .init("gradient", gradient?.document ?? .null),
            .init("cornerRadius", .number(cornerRadius)),
            .init("corners", .array(Self.cornerNames.filter { corners.contains($0.value) }.map { .string($0.key) })),
            .init("borderWidth", .number(borderWidth)), .init("borderColor", borderColor.document),
            .init("shadow", shadow?.document ?? .null),
            .init("padding", ["width": .number(padding.width), "height": .number(padding.height)]),
        ]
        members += sizes.map { .init($0.0, .number($0.1 ?? 0)) }
        members += [
            .init("grow", .number(grow)), .init("numberOfLines", .number(Double(numberOfLines ?? 0))),
            .init("lineBreakMode", .string(lineBreakMode.rawValue)), .init("textAlignment", .string(textAlignment.rawValue)),
            .init("lineHeight", .number(lineHeight ?? 0)), .init("scalesPadding", .bool(scalesPadding)),
        ]
        return .object(members)
    }
}

extension TextTagStyle.Gradient {
    fileprivate var document: JSONValue {
        [
            "startColor": startColor.document, "endColor": endColor.document,
            "startPoint": [.number(startPoint.x), .number(startPoint.y)], "endPoint": [.number(endPoint.x), .number(endPoint.y)],
        ]
    }
}

extension TextTagStyle.Shadow {
    fileprivate var document: JSONValue {
        [
            "color": color.document, "offsetX": .number(offset.width), "offsetY": .number(offset.height),
            "radius": .number(radius), "opacity": .number(opacity),
        ]
    }
}

extension TagFont {
    /// The font as a document's font object, every key written.
    package var document: JSONValue {
        ["family": .string(family), "size": .number(size), "weight": .string(weight.rawValue), "italic": .bool(isItalic)]
    }
}

extension TagColor {
    /// The colour as a document writes it: `"#RRGGBB"` when opaque, else `"#RRGGBBAA"`.
    package var document: JSONValue { .string(hexString) }
}

extension TextRun {
    fileprivate var document: JSONValue {
        var members: [JSONValue.Member] = [.init("text", .string(text))]
        if let font { members.append(.init("font", font.document)) }
        if let color { members.append(.init("color", color.document)) }
        return .object(members)
    }
}

extension TagImage {
    fileprivate var document: JSONValue {
        var members: [JSONValue.Member] = [
            .init("source", .string(source)), .init("width", .number(size.width)), .init("height", .number(size.height)),
            .init("spacing", .number(spacing)),
        ]
        if let tintColor { members.append(.init("tintColor", tintColor.document)) }
        return .object(members)
    }
}

extension LayoutItem.LineBreak {
    /// The name a document uses for the behaviour (`documentNames`).
    fileprivate var documentName: String {
        Self.documentNames.first { $0.value == self }?.key ?? "normal"
    }
}
