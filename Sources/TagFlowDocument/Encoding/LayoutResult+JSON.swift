import TagFlow
import TagFlowJSON

extension LayoutResult {
    /// The output of `tagflow layout`, members in this order:
    /// `contentSize`, `fittingSize` (`{ "width", "height" }`), `lineCount` (every line, hidden
    /// ones included), `lines` (the input indices of each visible line, from its leading edge),
    /// `frames` (one per item in input order: `{ "x", "y", "width", "height", "hidden" }`; a hidden
    /// item has a zero frame), then `overflow` (`{ "hiddenCount", "frame" }`) only when an
    /// indicator was placed, `trailingItem` (`{ "frame" }`) only with a trailing item, and
    /// `provenOptimal` only with `fewestRows`.
    package var documentJSON: JSONValue { documentJSON(overflowChip: nil) }

    /// `documentJSON` of a layout made with `overflowChip` (a document's `overflowChip`): its
    /// `overflow` gains `"text"`, the chip's words; and, only while an expanded line limit shows
    /// one, `collapseIndicator` (`{ "frame", "text" }`, `text` with a chip only) follows
    /// `overflow`.
    package func documentJSON(overflowChip: OverflowChip?) -> JSONValue {
        documentOutput(overflowChip: overflowChip).value
    }

    /// `documentJSON(overflowChip:)` as an output whose `lines` and `frames` are made one at a
    /// time as they are written (`JSONWriter.write(_:to:)`), so writing a layout of a million
    /// items keeps no JSON of it in memory.
    package func documentOutput(overflowChip: OverflowChip?) -> JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("contentSize", .value(Self.json(contentSize))),
            .init("fittingSize", .value(Self.json(fittingSize))),
            .init("lineCount", .value(.number(Double(lineCount)))),
            .init("lines", .array(count: visibleLineCount) { line in .array(indices(onLine: line).map { .number(Double($0)) }) }),
            .init("frames", .array(count: frames.count) { i in Self.json(frames[i], hidden: isHidden(i)) }),
        ]
        if let overflow {
            var chip: [JSONValue.Member] = [
                .init("hiddenCount", .number(Double(overflow.hiddenCount))), .init("frame", Self.json(overflow.frame)),
            ]
            if let overflowChip { chip.append(.init("text", .string(overflowChip.text(hiddenCount: overflow.hiddenCount)))) }
            members.append(.init("overflow", .value(.object(chip))))
        }
        if let collapseIndicatorFrame {
            var chip: [JSONValue.Member] = [.init("frame", Self.json(collapseIndicatorFrame))]
            if let text = overflowChip?.collapseText { chip.append(.init("text", .string(text))) }
            members.append(.init("collapseIndicator", .value(.object(chip))))
        }
        if let trailingItemFrame {
            members.append(.init("trailingItem", .value(["frame": Self.json(trailingItemFrame)])))
        }
        if let provenOptimal {
            members.append(.init("provenOptimal", .value(.bool(provenOptimal))))
        }
        return .object(members)
    }

    /// A size as `{ "width", "height" }`.
    static func json(_ size: Size) -> JSONValue {
        ["width": .number(size.width), "height": .number(size.height)]
    }

    /// A rectangle as `{ "x", "y", "width", "height" }`.
    static func json(_ rect: Rect) -> JSONValue {
        ["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)]
    }

    /// A frame as `frames` lists it.
    static func json(_ rect: Rect, hidden: Bool) -> JSONValue {
        [
            "x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width),
            "height": .number(rect.height), "hidden": .bool(hidden),
        ]
    }
}
