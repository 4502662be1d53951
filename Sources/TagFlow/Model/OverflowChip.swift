/// The "+N" chip of a line limit as a tag like the others: its own style, its words ("+12",
/// "+12 more"), measured for the count it actually shows.
///
/// Give one to a `TagCollectionController` (`TagCollectionOptions.overflowChip`),
/// `TagLayout` or `SceneBuilder`, together with a line limit
/// (`LayoutConfiguration.numberOfLines`). The layout then sizes the chip for each count it
/// considers and settles the chip's width and the hidden count together, exactly: the chip always
/// reads the number of tags it stands for, and no tag is hidden to make room for a chip wider than
/// the one shown (see `FlowLayout.layout(_:in:overflowIndicator:)`). The chip takes the place of
/// `LayoutConfiguration.overflowIndicator`, the fixed size that custom layouts still use.
///
/// A tap on the chip expands the collection — every line shows — and a "less" chip
/// (`collapseText`) after the last tag collapses it again (`expandsOnTap`).
///
/// ```swift
/// var chip = OverflowChip(format: "+{count} more")
/// chip.style.cornerRadius = 14     // pill-shaped, like the tags
/// options.overflowChip = chip
/// ```
public struct OverflowChip: Hashable, Sendable {
    /// What `format` writes in place of the count: `{count}`.
    public static let countPlaceholder = "{count}"

    /// The default look: a quiet outlined chip in the default tag's shape — semibold dark grey
    /// words on white with a light grey hairline — so it reads as "more of these" without
    /// competing with the tags.
    public static let defaultStyle: TextTagStyle = {
        var style = TextTagStyle(
            font: TagFont(weight: .semibold), textColor: TagColor(rgb: 0x3C, 0x3C, 0x43),
            backgroundColor: .white)
        style.borderWidth = 1
        style.borderColor = TagColor(rgb: 0xC7, 0xC7, 0xCC)
        return style
    }()

    /// How the chip (and the "less" chip) looks and is sized, as any tag's style: its padding,
    /// size limits, number of lines and truncation apply as they do to a tag.
    public var style: TextTagStyle
    /// The chip's words, with `{count}` where the number of hidden tags goes (every occurrence):
    /// `"+{count}"` (the default) reads "+12", `"+{count} more"` reads "+12 more".
    public var format: String
    /// The words of the chip that follows the last tag while the collection is expanded, or
    /// `nil` for none (the caller collapses it with `TagCollectionController.setExpanded(_:)`).
    public var collapseText: String?
    /// Whether a tap on the chip (or activating it with a screen reader) expands the collection,
    /// and a tap on the "less" chip collapses it. Off: taps are only reported
    /// (`didTapOverflowIndicator`, `didTapCollapseIndicator`).
    public var expandsOnTap: Bool

    /// Creates a chip; every argument has its default.
    public init(
        style: TextTagStyle = OverflowChip.defaultStyle, format: String = "+{count}", collapseText: String? = "Show less",
        expandsOnTap: Bool = true
    ) {
        self.style = style
        self.format = format
        self.collapseText = collapseText
        self.expandsOnTap = expandsOnTap
    }

    /// The chip's words for `hiddenCount` hidden tags: `format` with the count in place of
    /// `{count}`.
    public func text(hiddenCount: Int) -> String {
        format.replacing(Self.countPlaceholder, with: String(hiddenCount))
    }

    /// Throws the first value out of range, its path relative to the chip: a bad style
    /// (`style.padding.width`), a `format` without `{count}` (a chip that does not say how
    /// many tags it stands for would be wrong as soon as one more is hidden), or words outside a
    /// text's limits (`TagText.checkLimits()`; the format's with the longest count in place).
    package func validate() throws(TagFlowError) {
        do { try style.validate() } catch { throw error.prefixed(with: ["style"]) }
        guard format.contains(Self.countPlaceholder) else {
            throw TagFlowError(
                .invalidText(format, problem: "it must contain \(Self.countPlaceholder), where the number of hidden tags goes"),
                at: ["format"])
        }
        do { try TagText.plain(format).checkLimits() } catch { throw error.prefixed(with: ["format"]) }
        let longest = text(hiddenCount: .max).unicodeScalars.count
        guard longest <= TagText.maximumLength else {
            throw TagFlowError(
                .invalidText(
                    format,
                    problem: "with a count of 19 digits in place of \(Self.countPlaceholder) it holds \(longest) characters; "
                        + "a text may hold at most \(TagText.maximumLength)"),
                at: ["format"])
        }
        if let collapseText {
            do { try TagText.plain(collapseText).checkLimits() } catch { throw error.prefixed(with: ["collapseText"]) }
        }
    }
}
