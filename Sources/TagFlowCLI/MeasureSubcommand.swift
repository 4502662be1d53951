import ArgumentParser
import TagFlowDocument

/// `tagflow measure [FILE|-] [--batch]`: measures texts.
struct MeasureSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measures texts in a font and prints their sizes as JSON.",
        discussion: """
            Input (only "texts" required; defaults shown):
              {"font": {"family": "DejaVu Sans", "size": 14, "weight": "regular", "italic": false},
               "texts": ["Swift", "Hello, world"],
               "maxWidth": 0, "numberOfLines": 1, "lineBreakMode": "truncateTail",
               "contentSizeCategory": "large"}

            maxWidth: a number >= 0, 0 = no limit. numberOfLines: an integer >= 0, 0 = as many \
            as needed. lineBreakMode: wordWrap|charWrap|clip|truncateHead|truncateMiddle|\
            truncateTail. font.weight: thin|extraLight|light|regular|medium|semibold|bold|\
            extraBold|black or 100 ... 900. Fonts are the DejaVu families shipped with tagflow \
            (DejaVu Sans, DejaVu Sans Mono, DejaVu Serif; also sans-serif, serif, monospace) and \
            those added with --font; any other family is an error. Characters the font lacks come \
            from a fixed list of fallback fonts (Noto, for CJK, Indic and other scripts and colour \
            emoji; docs/world-text.md).

            Output (one line, unrounded): {"sizes":[{"width":34.3984375,"height":16.296875,"lines":1}]}; \
            a size gains "missingGlyphs": N when N characters have no font (they draw as boxes).

            Extensions to the contract:
              contentSizeCategory  the Dynamic Type size scaling the font: extraSmall|small|\
            medium|large|extraLarge|extraExtraLarge|extraExtraExtraLarge|accessibilityMedium|\
            accessibilityLarge|accessibilityExtraLarge|accessibilityExtraExtraLarge|\
            accessibilityExtraExtraExtraLarge.
              lineHeight           the height of every line, a number >= 0 (0 = natural heights).
              --batch              as for "tagflow layout --batch": JSON Lines in, one answer \
            per line out.
            """
    )

    @Argument(help: "The document: a file path, or - for standard input.")
    var file: String = "-"

    @Flag(help: "Read JSON Lines (one document per line) and answer each line on its own line.")
    var batch = false

    @OptionGroup var fonts: FontOptions

    func run() throws {
        try BatchRunner.run(MeasureCommand(measurers: ToolComposition.measurers(fonts: fonts)), file: file, batch: batch)
    }
}
