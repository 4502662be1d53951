import ArgumentParser
import CGtk
import Foundation
import TagFlow
import TagFlowDocument
import TagFlowGTK
import TagFlowJSON
import TagFlowPango

/// `tagflow show [FILE|-] [--events] [--statistics]`: opens a document in the interactive GTK
/// widget (docs/gtk.md).
struct ShowSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Opens a layout document in a window, in the interactive GTK 4 widget.",
        discussion: """
            Takes any document "tagflow render" takes, "component" options included (selection, \
            swipe selection, reordering, drag to delete, remove buttons, the delete zone); its \
            "events", when given, are played first and the window shows the state after them. The \
            window opens at the document's natural size: container.width wide and, with \
            container.height, that high (the content scrolls inside), else as high as the content. \
            The tags reflow when the window is resized.

            In the window: click or tap to select, drag across tags to swipe-select, press and \
            hold to lift a tag and drag it to a new place or onto the delete zone, click a tag's × \
            to remove it, Escape to cancel a drag, Tab into the tags, arrow keys, Home and End to \
            move the focus, space or Return to toggle. The widget follows the desktop: dark \
            colours, text scaling (unless the document sets "contentSizeCategory"), the screen's \
            scale, and right-to-left locales (unless the document sets "layout.layoutDirection").

            --events prints every callback the component fires on standard output, one JSON \
            object a line, flushed per line: {"name": "didTap", "arguments": {"index": 2, \
            "input": 2, "selected": true}} — the objects of "callbacks" in "tagflow layout" \
            (docs/cli.md), tags named by their input index. The widget also reports the focus it \
            moves itself (Tab into or out of the tags, a press on a tag) as didChangeFocus.

            A document with a "field" opens the tag field: the tags and a text entry after them \
            (type, paste, pick from the suggestion list under it; the keys of "The tag field"). \
            Its --events lines are the field's callbacks as "tagflow layout" prints them \
            (didAdd, didRefuse, didChangeDraft, …, tags named by their id).

            A document that cannot be shown is refused before any window opens (exit status 1, \
            "error: <path>: <what>"). Closing the window ends the command with status 0.
            """
    )

    @Argument(help: "The document: a file path, or - for standard input.")
    var file: String = "-"

    @Flag(help: "Print every callback as one JSON object a line on standard output.")
    var events = false

    @Flag(
        help: ArgumentHelp(
            "Print frame timings as one JSON line on standard error when the window closes.",
            discussion: """
                {"frames": {…}, "draws": {…}, "releaseToPaint": {…}, "keyToPaint": {…}}, each \
                {"count", "mean", "median", "p95", "max"} in milliseconds: frame-clock intervals \
                while a pointer was down or tags were moving, the time each draw took, the time \
                from a pointer release to the end of the draw that showed it, and (in a tag field) \
                from a key press to the end of the first frame painted after it.
                """))
    var statistics = false

    func run() throws {
        let input = InputSource.open(file).document()
        let imageDirectory = file == "-" ? nil : URL(fileURLWithPath: file).deletingLastPathComponent().path
        let shown: ShownDocument
        do throws(TagFlowError) {
            shown = try ShownDocument(utf8: input)
        } catch {
            StandardStreams.writeError("error: \(error.documentDescription)\n")
            throw ExitCode(ToolExitStatus.badInput)
        }
        let title = "tagflow show — " + (file == "-" ? "standard input" : URL(fileURLWithPath: file).lastPathComponent)
        let options = (events: events, statistics: statistics)
        let result: Result<FrameStatistics, TagFlowError> = MainActor.assumeIsolated {
            do throws(TagFlowError) {
                return .success(try ShowWindow.run(shown, title: title, imageDirectory: imageDirectory, options: options))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let frames):
            if statistics { StandardStreams.writeError(Self.statisticsLine(frames) + "\n") }
        case .failure(let error):
            // Not about the document (no display): the reason alone.
            StandardStreams.writeError("error: \(error.reason)\n")
            throw ExitCode(ToolExitStatus.badInput)
        }
    }

    /// The `--statistics` line.
    static func statisticsLine(_ frames: FrameStatistics) -> String {
        func summary(_ values: [Double]) -> JSONValue {
            let s = FrameStatistics.Summary(values)
            return [
                "count": .number(Double(s.count)), "mean": .number(s.mean), "median": .number(s.median),
                "p95": .number(s.percentile95), "max": .number(s.maximum),
            ]
        }
        let line: JSONValue = [
            "frames": summary(frames.frameIntervals), "draws": summary(frames.drawDurations),
            "releaseToPaint": summary(frames.releaseToPaint),
            "keyToPaint": summary(frames.keyToPaint),
        ]
        return (try? JSONWriter.write(line)) ?? "{}"
    }
}

/// A document ready for the window: its controller (or its tag field) after its events, measured
/// with Pango, and which desktop settings it leaves to the desktop.
struct ShownDocument: Sendable {
    /// The component after the document's events.
    var controller: TagCollectionController
    /// The tag field after the document's events, for a document with a `field`.
    var field: TagField?
    /// Whether the document sets the content-size category (then the desktop's text scaling is
    /// not followed).
    var setsTextSize: Bool
    /// Whether the document sets the layout direction (then the locale's is not followed).
    var setsLayoutDirection: Bool
    /// The input indices of the document's tags, which `--events` names tags by.
    var inputs: InputIndices

    /// Reads and plays the document in `input` (UTF-8 JSON).
    /// - Throws: `TagFlowError` at the document path of the first problem, as `render` reports it.
    init(utf8 input: [UInt8]) throws(TagFlowError) {
        let reader = try JSONReader(parsing: input)
        let document = try LayoutDocument(document: reader)
        let measurer: PangoTextMeasurer
        do {
            measurer = try PangoTextMeasurer()
        } catch {
            throw TagFlowError(TagFlowError.DocumentReason.invalidDocument("cannot start the text engine: \(error)"))
        }
        let command = LayoutCommand(measurers: TextMeasurerProvider(measurer: measurer))
        // Items-only documents measure no text, but the widget still draws with Pango.
        let sizer = TagSizer(measurer: measurer, cache: command.cache, textSizeCategory: document.textSizeCategory)
        if let script = document.field {
            let played = try command.play(document, field: script, sizer: sizer)
            field = played.field
            controller = played.field.controller
        } else {
            controller = try command.play(document, script: document.component ?? ComponentScript(), sizer: sizer).controller
        }
        inputs = document.inputIndices
        setsTextSize = reader.value["contentSizeCategory"] != nil
        setsLayoutDirection = reader.value["layout"]?["layoutDirection"] != nil
    }
}

/// The window of `tagflow show`.
@MainActor
enum ShowWindow {
    /// Opens the window and runs until it is closed.
    /// - Returns: the widget's frame statistics (collected with `options.statistics`).
    /// - Throws: `TagFlowError` when there is no display.
    static func run(
        _ shown: ShownDocument, title: String, imageDirectory: String?, options: (events: Bool, statistics: Bool)
    ) throws(TagFlowError) -> FrameStatistics {
        try GTKInit.start(programName: "tagflow")
        let loop = GLibMainLoop()
        let renderOptions = RenderOptions(imageDirectory: imageDirectory)
        var fieldWidget: TagFieldWidget?
        let tags: TagCollectionWidget
        if let field = shown.field {
            let made = try TagFieldWidget(field: field, renderOptions: renderOptions)
            fieldWidget = made
            tags = made.collection
        } else {
            tags = try TagCollectionWidget(controller: shown.controller, renderOptions: renderOptions)
        }
        // The tool's widths equal a browser's: the bundled fonts, not the desktop's.
        tags.followsDesktopFont = false
        tags.followsDesktopTextSize = !shown.setsTextSize
        tags.followsTextDirection = !shown.setsLayoutDirection
        tags.frameClock.recordsStatistics = options.statistics
        if options.events {
            // One write per line: nothing is buffered, so a reader sees each line at once.
            if let fieldWidget {
                // A change of the draft as its edit, as `layout` prints it.
                var log = FieldCallbackLog(draft: fieldWidget.field.draft)
                fieldWidget.onCallback = {
                    StandardStreams.writeOutput(((try? JSONWriter.write(log.entry(for: $0).documentJSON)) ?? "{}") + "\n")
                }
            } else {
                let inputs = shown.inputs
                tags.onCallback = {
                    StandardStreams.writeOutput(((try? JSONWriter.write($0.documentJSON(inputs: inputs))) ?? "{}") + "\n")
                }
            }
        }
        let window = gtk_window_new()!
        gtk_window_set_title(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), title)
        gtk_window_set_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)), fieldWidget?.widget ?? tags.widget)
        let closeRequest: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<GLibMainLoop>.fromOpaque(data!).takeUnretainedValue().quit() }
            return 0  // let the window close
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(closeRequest, to: GCallback.self),
            Unmanaged.passUnretained(loop).toOpaque(), nil, GConnectFlags(0))
        gtk_window_present(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window)))
        loop.run()
        return tags.frameClock.statistics
    }
}
