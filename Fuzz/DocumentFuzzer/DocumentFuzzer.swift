import TagFlow
import TagFlowDocument
import TagFlowJSON
import TagFlowPango
import TagFlowRendering

/// libFuzzer's driver (in clang's runtime, linked by `-sanitize=fuzzer`).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The program's entry: SwiftPM links an executable's `main` to `<module>_main`, so the fuzzer's
/// driver is started from here rather than from libFuzzer's own `main`.
@_cdecl("DocumentFuzzer_main")
func documentFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzz)
}

/// libFuzzer's entry point: every input is given to `tagflow layout`, `measure` and, when it
/// lays out, `render` (PNG), in process. A refusal must be one short line with a path that is
/// not an internal error; an answer must be one line of JSON. Anything else traps, which
/// libFuzzer reports with the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    Fuzzer.check { (bytes) throws(TagFlowError) in try Fuzzer.layout.run(utf8: bytes) }(input)
    Fuzzer.check { (bytes) throws(TagFlowError) in try Fuzzer.measure.run(utf8: bytes) }(input)
    if (try? Fuzzer.layout.run(utf8: input)) != nil {
        do {
            _ = try Fuzzer.render.render(utf8: input, format: .png(scale: 1))
        } catch {
            Fuzzer.checkRefusal(error, drawing: true)
        }
    }
    return 0
}

enum Fuzzer {
    static let measurer: PangoTextMeasurer = {
        do { return try PangoTextMeasurer() } catch { fatalError("cannot start Pango: \(error)") }
    }()
    static let layout = LayoutCommand(measurers: TextMeasurerProvider(measurer: measurer))
    static let measure = MeasureCommand(measurers: TextMeasurerProvider(measurer: measurer))
    static let render = RenderCommand(layoutCommand: layout, renderer: CairoRenderer(measurer: measurer))

    /// A command that answers one line of JSON or refuses cleanly.
    static func check(_ command: @escaping ([UInt8]) throws(TagFlowError) -> String) -> ([UInt8]) -> Void {
        { input in
            do throws(TagFlowError) {
                let answer = try command(input)
                precondition(!answer.contains("\n") && (try? JSONParser.parse(answer)) != nil, "not one line of JSON: \(answer)")
            } catch {
                checkRefusal(error, drawing: false)
            }
        }
    }

    /// One short line, `$…: what`, never an internal error nor (when drawing a document that laid
    /// out) a failure of the drawing library.
    static func checkRefusal(_ error: TagFlowError, drawing: Bool) {
        let message = error.documentDescription
        precondition(message.hasPrefix("$") && !message.contains("\n") && message.utf8.count <= 1_000, "bad message: \(message)")
        precondition(!message.contains("internal error"), message)
        precondition(!drawing || !message.contains("drawing failed"), message)
    }
}
