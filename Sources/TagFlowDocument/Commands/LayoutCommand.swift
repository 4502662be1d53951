import TagFlow
import TagFlowJSON

/// `tagflow layout` as a pure function: a layout document's text in, the result's JSON text out
/// (one compact line, no trailing newline), or a `TagFlowError` saying what and where.
///
/// Items are laid out as given. Tags are measured first (with the command's text measurer,
/// through one measurement cache shared by every document the command handles, so a batch
/// measures each distinct text once), at the container's line width in vertical scrolling or
/// without a width limit in horizontal scrolling (as `TagLayout` does), and then laid
/// out in the same call that reports the sizes.
///
/// The decoder refuses out-of-range values at their JSON paths; what only the engine can find
/// (a layout whose sizes overflow) is reported at the document key the engine's argument came
/// from (`$.layout`, `$.container`, `$.items`).
package struct LayoutCommand: DocumentCommand {
    /// Where the text measurer comes from (created on the first document with tags).
    package let measurers: TextMeasurerProvider
    /// The measurement cache shared by every document.
    package let cache: MeasurementCache

    /// Creates the command.
    package init(measurers: TextMeasurerProvider, cache: MeasurementCache = MeasurementCache()) {
        self.measurers = measurers
        self.cache = cache
    }

    /// The answer's name in messages: "the layout".
    package static let answerName = "layout"

    /// Lays out a decoded document; with a `field` or a `component` script, plays its events
    /// first (see `play(_:field:sizer:)` and `play(_:script:sizer:)`).
    package func answer(_ document: LayoutDocument) throws(TagFlowError) -> JSONOutput {
        if let script = document.field {
            let played = try play(document, field: script)
            return played.field.documentOutput(callbacks: played.callbacks)
        }
        if let script = document.component {
            let played = try play(document, script: script)
            return played.controller.documentOutput(callbacks: played.callbacks, inputs: document.inputIndices)
        }
        return try result(of: document).documentOutput(overflowChip: document.overflowChip)
    }

    /// The layout of a document's items, or of its tags measured first, with the metrics each
    /// was sized with, ignoring any `component` script (`render` draws this).
    package func layout(_ document: LayoutDocument) throws(TagFlowError) -> MeasuredLayout {
        guard case .items(let items) = document.content else {
            let sizer = try self.sizer(for: document)
            do {
                return try TagLayout(configuration: document.configuration, sizer: sizer, overflowChip: document.overflowChip).measuredLayout(of: document.tags, width: document.container.width, height: document.container.height)
            } catch {
                throw Self.documentError(error, in: document)
            }
        }
        return MeasuredLayout(result: try result(of: document), metrics: items.map { TagMetrics(size: $0.size) })
    }

    /// The layout of a document, ignoring any `component` script: the frames `layout(_:)` gives,
    /// without the metrics. Tags are measured and laid out by `TagLayout`; items are
    /// laid out as they are by the engine itself (a tag of a fixed custom size is sized as that
    /// size), so no tag is made per item.
    package func result(of document: LayoutDocument) throws(TagFlowError) -> LayoutResult {
        let sizer = try self.sizer(for: document)
        do {
            guard case .items(let items) = document.content else {
                return try TagLayout(configuration: document.configuration, sizer: sizer, overflowChip: document.overflowChip).layout(of: document.tags, width: document.container.width, height: document.container.height)
            }
            try TagFlowError.checkNonNegative(document.container.width, at: ["width"])
            try TagFlowError.checkNonNegative(document.container.height, at: ["height"])
            return try FlowLayout(configuration: document.configuration).layout(items, in: document.container)
        } catch {
            throw Self.documentError(error, in: document)
        }
    }

    /// The sizer of a document: this command's measurer and cache for a document with tags or a
    /// field (whose typed tags and placeholder are measured even when it starts with none; the
    /// font families checked first, at the paths they were written), none for items.
    func sizer(for document: LayoutDocument) throws(TagFlowError) -> TagSizer {
        guard case .tags(let entries) = document.content, !entries.isEmpty || document.field != nil else {
            return TagSizer(measurer: NoTextMeasurer(), cache: nil)
        }
        return try drawingSizer(for: document)
    }

    /// The sizer a picture of `document` is built with: `sizer(for:)`'s, with this command's
    /// measurer for a document without tags too, since a picture has words of its own (the
    /// delete zone's, while a drag is under way).
    func drawingSizer(for document: LayoutDocument) throws(TagFlowError) -> TagSizer {
        let measurer: any TextMeasuring
        do {
            measurer = try measurers.measurer()
        } catch {
            throw TagFlowError.document(at: document.contentPath, "cannot measure text: \(error.reason)")
        }
        try Self.checkFamilies(document.fonts, for: measurer)
        return TagSizer(measurer: measurer, cache: cache, textSizeCategory: document.textSizeCategory)
    }

    /// Throws for the first of `fonts` whose family `measurer` does not have, at that family's
    /// path; a bad family is reported even in a style the tag does not currently use.
    static func checkFamilies(_ fonts: [FontReference], for measurer: any TextMeasuring) throws(TagFlowError) {
        for font in fonts {
            do {
                try measurer.checkFontFamily(font.family)
            } catch {
                throw TagFlowError(error.reason, at: font.path)
            }
        }
    }

    /// An error of the engine or the sizer, at the document key its argument came from: the
    /// configuration is the document's `layout`, the width and height its `container`, a tag's
    /// text at the tag's `text` or `runs` (a line too wide for the text engine), and any other
    /// problem of a tag at the tag (or item) with the tag's own words.
    static func documentError(_ error: TagFlowError, in document: LayoutDocument) -> TagFlowError {
        if let (argument, inside) = error.argument(of: FlowLayout.Argument.self), argument == .configuration {
            return TagFlowError(error.reason, at: ["layout"] + inside)
        }
        guard let (argument, inside) = error.argument(of: TagLayout.Argument.self) else { return error }
        switch argument {
        case .width, .height: return error.prefixed(with: ["container"])
        case .tags: return tagError(error.reason, at: inside, in: document)
        case .rows, .overflowChip: return error
        }
    }

    /// An error at `path` inside the tags a document's tags were laid out as: at the document's
    /// tag, the content's text at the tag's `text` or `runs`, the rest in the tag's own words.
    static func tagError(_ reason: TagFlowError.Reason, at path: ValuePath, in document: LayoutDocument) -> TagFlowError {
        guard case .index(let i)? = path.components.first else { return TagFlowError(reason, at: ["tags"] + path) }
        let entry = document.contentPath.appending(index: i)
        let inside = ValuePath(Array(path.components.dropFirst()))
        let contentText = TagSizer.Argument.content.path("text").components
        if inside.components.starts(with: contentText), document.tags.indices.contains(i), let text = document.tags[i].content.text {
            // The content's text is the tag's `text` or its `runs`, as in the document.
            let rest = Array(inside.components.dropFirst(contentText.count))
            guard case .runs = text else { return TagFlowError(reason, at: entry + ["text"] + ValuePath(rest)) }
            return TagFlowError(reason, at: entry + ValuePath(rest.isEmpty ? [.key("runs")] : rest))
        }
        return inside.isRoot ? TagFlowError(reason, at: entry) : TagFlowError.document(at: entry, "\(TagFlowError(reason, at: inside))")
    }
}
