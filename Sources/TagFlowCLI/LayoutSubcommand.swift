import ArgumentParser
import TagFlowDocument

/// `tagflow layout [FILE|-] [--batch]`: lays out a document.
struct LayoutSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lays out items or tags in a container and prints the frames as JSON.",
        discussion: """
            Input (every "layout" key optional, defaults shown; "container.height" optional, 0 = \
            no fixed height; "container.width" and "items" (or "tags") required):
              {"container": {"width": 343, "height": 0},
               "layout": {"scrollDirection": "vertical", "alignment": "leading",
                          "lineAlignment": "center", "contentVerticalAlignment": "top",
                          "layoutDirection": "leftToRight", "horizontalSpacing": 8,
                          "verticalSpacing": 8,
                          "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
                          "numberOfLines": 0, "horizontalDistribution": "rowMajor",
                          "lineBreaking": "greedy",
                          "overflowIndicator": {"width": 40, "height": 28},
                          "displayScale": 2},
               "items": [{"width": 80, "height": 28, "lineBreak": "normal"}]}

            Values: scrollDirection vertical|horizontal; alignment leading|trailing|left|right|\
            center|spaceBetween|spaceAround|spaceEvenly|fillWidth|fillWidthExceptLastLine; \
            lineAlignment and contentVerticalAlignment top|center|bottom; layoutDirection \
            leftToRight|rightToLeft; horizontalDistribution rowMajor|columnMajor|balanced; \
            lineBreaking greedy|balanced|fewestRows. Sizes, spacings and insets are numbers >= 0 \
            and <= 1000000; numberOfLines is an integer >= 0 (0 = no limit). Unknown keys are \
            errors. Limits (docs/cli.md): font sizes 0.1 ... 10000 pt after contentSizeCategory, a text \
            <= 5000 characters, <= 1000 runs, <= 30 combining marks in a row, no noncharacters.

            Extensions to the contract:
              overflowIndicator  absent or null: none.
              displayScale       a number in 0.125 ... 8; snaps frames to device pixels (points x scale); \
            absent or null: unrounded.
              items[].lineBreak  normal (default) | startsNewLine (always begins a line) | \
            fillsLine (a line of its own, stretched to the line width); vertical scrolling only.

            Tags: instead of "items", "tags" are measured (Pango, the bundled DejaVu fonts with a \
            fixed list of fallback fonts, plus any --font) and then laid out:
              "tags": [{"text": "Swift", "style": {…}, "selectedStyle": {…}, "selected": false}]
            Style keys (all optional): font {family, size, weight, italic}, textColor, \
            backgroundColor, borderColor ("#RRGGBB" or "#RRGGBBAA"), gradient {startColor, \
            endColor, startPoint [x, y], endPoint [x, y]}, cornerRadius, corners [topLeft, \
            topRight, bottomLeft, bottomRight], borderWidth, shadow {color, offsetX, offsetY, \
            radius, opacity}, padding {width, height}, minWidth, maxWidth, exactWidth, minHeight, \
            maxHeight, exactHeight (0 = off), numberOfLines (0 = no limit), lineBreakMode \
            wordWrap|charWrap|clip|truncateHead|truncateMiddle|truncateTail, textAlignment \
            left|center|right|natural, lineHeight (0 = natural heights; a number gives every line \
            that height). "selectedStyle" lists only what changes: its keys default \
            to the tag's "style"; a selected tag is measured in it.
            Tag extensions: "runs": [{"text", "font", "color"}] instead of "text" (text in several \
            fonts); "image": {"source", "width", "height", "spacing", "tintColor"} (a leading \
            image; sizing uses its size); "lineBreak" as for items; top-level \
            "contentSizeCategory" (Dynamic Type: extraSmall … large (default) … \
            accessibilityExtraExtraExtraLarge) scales every font. An unknown font family is an \
            error.

            Output (one line): {"contentSize":{"width","height"},"fittingSize":{…},"lineCount":N,\
            "lines":[[indices]],"frames":[{"x","y","width","height","hidden"}],\
            "overflow":{"hiddenCount","frame"} (only when an indicator was placed),\
            "provenOptimal":bool (only with fewestRows)}. Integers print without ".0".

            Component and events (docs/cli.md): a document may add "component" {"selection": \
            {"mode": "none"|"single"|"multiple", "limit": 0 (no limit), "minimum": 0, \
            "followsFocus": false}, "swipeSelection", \
            "reordering", "dragToDelete" (booleans, default false), "deleteZone" {x, y, width, \
            height} (viewport coordinates; default: a band along the bottom), "longPressDuration" \
            (0.35 s), "viewport" {width, height (the container's), offsetX, offsetY}, \
            "tapMaxMovement", "tapMaxDuration", "autoScrollEdgeBand", "autoScrollMaxStep", \
            "scrollsToFocusedTag", "removeButton" (true, false or {size, spacing}: a × in every \
            text tag), "activateOnSingleClick", "longPressContextMenu", "doubleTapInterval", \
            "filter" {"text"}, "sort" {"by": "text"|"selected", "order"}} and "events", played in \
            order before the output:
              {"type": "down"|"move"|"up"|"tap"|"secondaryClick", "x": 12, "y": 8, "time": 0.1}
              {"type": "cancel"|"tick", "time": 0.5}
              {"type": "key", "key": "left"|"right"|"up"|"down"|"home"|"end"|"pageUp"|"pageDown"|\
            "space"|"return"|"delete"|"backspace"|"a"|"contextMenu", "modifiers": ["shift", \
            "control", "alt"] (optional), "time": 1}
              {"type": "filter", "text": "sw"}   {"type": "sort", "by": "text"}
            Points are in content coordinates; times in seconds must not decrease; a tap is a down \
            and an up at one point and time; a tick lets time pass (a held long press). With either \
            key the output adds "order" (input indices in their new order), "selected", "focused" \
            (an input index or null) and "callbacks" ([{"name", "arguments"}], each tag id given \
            as "input": its input index), and with a filter or sort "shown" (what shows, in order); \
            "frames" stay in input order, null for a deleted tag. Tags may be "disabled": true.

            The tag field (docs/cli.md): a document with "tags" may add "field" {"delimiters": \
            ["comma", "return", "semicolon", "tab", "newline", "space"], "commitsOnBlur", \
            "duplicates": "folded"|"exact"|"allowed", "maximumCount", "maximumLength", \
            "addsInvalidTags", "invalidStyle", "tagStyle", "suggestions": ["Swift", …], \
            "maximumSuggestions", "marksAddedSuggestions", "placeholder", "entryMinimumWidth"}; its \
            "events" are then {"type": "text"|"paste", "text"}, {"type": "key", "key", "modifiers", \
            "repeat", "time"}, {"type": "focus"|"blur"}, {"type": "moveCaret", "offset"}, \
            {"type": "deleteText", "from", "to"}, \
            {"type": "pickSuggestion", "index"} and the pointer events above. The output adds \
            "tags" ({"id", "text", "invalidReason"}), "draft", "caret", "hasFocus", "focused", \
            "marked", "editing", "entryFrame", "suggestions" ({"matchCount", "highlighted", "rows"}) \
            and "callbacks" (tags named by "id").

            --batch: the input is JSON Lines, one document per line; the output has one line per \
            input line, in order. A bad line is answered {"error":"<path>: <what>"} on its own line \
            (and reported on standard error); the others are still answered; the exit status is then \
            1. A blank line is not skipped: it is answered with an error, so output line N always \
            belongs to input line N. A final newline does not start another line.
            """
    )

    @Argument(help: "The document: a file path, or - for standard input.")
    var file: String = "-"

    @Flag(help: "Read JSON Lines (one document per line) and answer each line on its own line.")
    var batch = false

    @OptionGroup var fonts: FontOptions

    func run() throws {
        try BatchRunner.run(LayoutCommand(measurers: ToolComposition.measurers(fonts: fonts)), file: file, batch: batch)
    }
}
