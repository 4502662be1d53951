import Foundation

/// `text` as a JavaScript string literal.
public func javaScriptString(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [])
    return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
}

/// A page that reported nothing: what Chromium printed instead, cut short.
public struct ChromiumGaveNoMeasurements: Error, CustomStringConvertible {
    public let output: String
    public var description: String { "Chromium gave no measurements: \(output)" }
}

/// Runs `script` in a page of headless Chromium (with `body` in the page before it) and returns
/// the numbers it passes to `report(numbers)`. `environment` is added to the browser's (e.g.
/// `FONTCONFIG_FILE`, to give it exactly the fonts under test). Returns `[]` where there is no
/// Chromium; throws `ChromiumGaveNoMeasurements` when the page reports none.
public func chromiumMeasurements(script: String, body: String = "", environment: [String: String] = [:]) throws -> [Double] {
    guard let chromium = chromiumPath else { return [] }
    let html = """
        <html><body>\(body)<pre id="out">pending</pre><script>
        function report(rows) { document.getElementById('out').textContent = 'W:' + rows.join(',') + ':W'; }
        \(script)
        </script></body></html>
        """
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tagflow-chrome-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("measure.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = [
        "120", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
        "--user-data-dir=\(directory.path)/profile", "--lang=en-US", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString,
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let dom = String(decoding: data, as: UTF8.self)
    guard let start = dom.range(of: "W:"), let end = dom.range(of: ":W", range: start.upperBound..<dom.endIndex) else {
        throw ChromiumGaveNoMeasurements(output: String(dom.prefix(300)))
    }
    return dom[start.upperBound..<end.lowerBound].split(separator: ",").compactMap { Double(String($0)) }
}
