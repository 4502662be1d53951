import TagFlow

/// The gallery's `index.html`: one self-contained page (inline styles, no scripts, no external
/// resources) with every demo's PNG, its title and caption, and links to its SVG and its
/// document(s). All text is HTML-escaped.
///
/// Every picture is shown at its natural size — the 2× PNG at its size in points, one CSS pixel
/// per point, never scaled down — so its text reads as it would in an app. Each card is as wide
/// as its picture (and at least `minimumCardWidth`, for the caption); cards flow side by side
/// where they fit and wrap where they do not, from the left (line heights are whole pixels and
/// nothing is centred, so every picture starts on a whole pixel and is not resampled). On a laptop screen (1280 CSS pixels and more) no
/// picture is wider than the window, so nothing scrolls sideways; on a narrower window a picture
/// scrolls inside its card rather than shrinking.
enum GalleryPage {
    /// The least width of a card, in CSS pixels, so a narrow picture's caption stays readable.
    static let minimumCardWidth = 380
    /// The padding around a picture inside its card, in CSS pixels.
    static let picturePadding = 16
    /// The page for `entries` (each demo with its picture's size in points).
    static func html(_ entries: [(demo: GalleryDemo, pictureSize: Size)]) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>TagFlow gallery</title>
            <style>
            body { margin: 0; background: #F3F4F6; color: #1F2937; font: 15px/22px system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
            header { max-width: 1240px; padding: 40px 24px 8px; }
            h1 { font-size: 28px; line-height: 36px; margin: 0 0 6px; }
            header p { margin: 0; color: #6B7280; max-width: 760px; }
            code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; background: #E5E7EB; padding: 1px 5px; border-radius: 4px; }
            main { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 24px; padding: 24px 24px 48px; }
            figure { margin: 0; max-width: 100%; box-sizing: border-box; background: #FFFFFF; border: 1px solid #E5E7EB; border-radius: 14px; overflow: hidden; display: flex; flex-direction: column; }
            figure .picture { padding: \(picturePadding)px; display: flex; justify-content: center; align-items: flex-start; border-bottom: 1px solid #F0F1F4; overflow-x: auto; }
            figure img { display: block; max-width: none; flex: none; }
            figcaption { padding: 14px 18px 16px; }
            figcaption h2 { font-size: 16px; line-height: 24px; margin: 0 0 4px; }
            figcaption h2 span { color: #9CA3AF; font-weight: normal; margin-right: 6px; }
            figcaption p { margin: 0 0 8px; color: #4B5563; font-size: 14px; line-height: 20px; }
            figcaption nav a { color: #4F46E5; font-size: 13px; margin-right: 14px; text-decoration: none; }
            figcaption nav a:hover { text-decoration: underline; }
            </style>
            </head>
            <body>
            <header>
            <h1>TagFlow gallery</h1>
            <p>Every picture is drawn by <code>tagflow gallery</code> with Pango and Cairo from the layout documents linked under it. A picture of one document is exactly what <code>tagflow render NAME.json -o NAME.png --scale 2</code> draws; a composed picture puts several documents (<code>NAME.jsonl</code>, one per line) side by side.</p>
            </header>
            <main>

            """
        for (number, entry) in entries.enumerated() {
            let demo = entry.demo
            let width = Int(entry.pictureSize.width.rounded())
            let height = Int(entry.pictureSize.height.rounded())
            let documentLabel = demo.documentFileName.hasSuffix(".jsonl") ? "Documents (JSON Lines)" : "Document (JSON)"
            // As wide as the picture, its padding and the card's border: the picture is never scaled.
            let cardWidth = max(minimumCardWidth, width + 2 * picturePadding + 2)
            html += """
                <figure id="\(escape(demo.name))" style="width: \(cardWidth)px">
                <div class="picture"><img src="\(escape(demo.name)).png" width="\(width)" height="\(height)" alt="\(escape(demo.title))"></div>
                <figcaption>
                <h2><span>\(number + 1)</span>\(escape(demo.title))</h2>
                <p>\(escape(demo.caption))</p>
                <nav><a href="\(escape(demo.name)).png">PNG (2×)</a><a href="\(escape(demo.name)).svg">SVG</a><a href="\(escape(demo.documentFileName))">\(documentLabel)</a></nav>
                </figcaption>
                </figure>

                """
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML text and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension Gallery {
    /// The `index.html` of the demos, each with its picture's size in points.
    package static func indexPage(_ entries: [(demo: GalleryDemo, pictureSize: Size)]) -> File {
        File(path: "index.html", bytes: Array(GalleryPage.html(entries).utf8))
    }
}
