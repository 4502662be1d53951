import Foundation
import TagFlow

/// Where the DejaVu fonts shipped with this module are: named by an environment variable, or
/// found relative to the running program — never at the folder they were built in, so a program
/// copied or installed elsewhere finds them, and one that cannot says so.
///
/// In order:
/// 1. `$TAGFLOW_FONTS`, when set: that directory, and nothing else;
/// 2. `TagFlow_TagFlowPango.resources/Fonts` beside the executable, where `swift build` puts them;
/// 3. `../share/tagflow/fonts` from the executable's directory, where `make install` puts them
///    (`$PREFIX/bin/tagflow` and `$PREFIX/share/tagflow/fonts`).
///
/// A directory counts when it holds `DejaVuSans.ttf`. The executable is the file the process runs
/// (`/proc/self/exe`), so a symbolic link to an installed program finds that program's fonts.
enum BundledFonts {
    /// The environment variable that names the fonts' directory.
    static let environmentVariable = "TAGFLOW_FONTS"
    /// The file a directory must hold to count.
    static let probeFile = "DejaVuSans.ttf"

    /// The directory, found once per process, or why none was.
    static let directory: Result<String, TagFlowError> = find(
        executable: executablePath(), environment: ProcessInfo.processInfo.environment)

    /// The directory of the fonts for a program at `executable` with `environment`, or an error
    /// naming every place looked at (one line).
    static func find(executable: String?, environment: [String: String]) -> Result<String, TagFlowError> {
        if let named = environment[environmentVariable], !named.isEmpty {
            switch RegularFile.refusal(named + "/" + probeFile) {
            case nil: return .success(named)
            case let refusal? where !refusal.isMissing:
                return .failure(missing("in \(shownFileName(named)), where \(environmentVariable) points, cannot be opened (\(refusal.reason))"))
            default: break
            }
            return .failure(missing("are not in \(shownFileName(named)), where \(environmentVariable) points (it holds no \(probeFile))"))
        }
        guard let executable else { return .failure(missing("are missing: the running program's path is unknown")) }
        let programDirectory = (executable as NSString).deletingLastPathComponent
        let candidates = [
            programDirectory + "/TagFlow_TagFlowPango.resources/Fonts",
            ((programDirectory as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/tagflow/fonts"),
        ]
        let refusals = candidates.map { RegularFile.refusal($0 + "/" + probeFile) }
        if let found = zip(candidates, refusals).first(where: { $0.1 == nil }) { return .success(found.0) }
        // Fonts that are there but cannot be opened (too many open files) are not missing.
        if let (place, refusal) = zip(candidates, refusals).first(where: { $0.1?.isMissing == false }), let refusal {
            return .failure(missing("in \(shownFileName(place)) cannot be opened (\(refusal.reason))"))
        }
        return .failure(
            missing(
                "are missing: looked in \(candidates.map(shownFileName).joined(separator: " and ")); install tagflow with "
                    + "`make install`, or set \(environmentVariable) to the directory of \(probeFile)"))
    }

    /// The path of the running program, symbolic links resolved.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func missing(_ detail: String) -> TagFlowError {
        TagFlowError(TagFlowError.MeasurementReason.textEngineFailed("the bundled DejaVu fonts \(detail)"))
    }
}
