import Foundation

/// Where Chromium is, if anywhere on PATH: the browser the tests compare text widths with and
/// look at the gallery's page in.
public let chromiumPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
    }
    return nil
}()

/// Why a browser test is skipped where Chromium is missing (`make test` installs it with apt-get).
public let noChromiumText =
    "no Chromium browser found (chromium, chromium-browser or google-chrome on PATH); install it with apt-get install chromium to run the browser tests"
