import CPangoCairo
import Foundation

/// The font files of a `FallbackFonts` setup and fontconfig's patterns of their faces.
///
/// Files come from dpkg's list of what each package installed (`/var/lib/dpkg/info/NAME.list`),
/// so a font another package put in the same folder never joins. Faces are read from the
/// platform's fontconfig caches where a folder's cache is current (a fraction of a millisecond
/// for the three Noto packages) and scanned with FreeType otherwise (about 120 ms for them).
final class FallbackPool {
    /// The pool's readable font files, sorted.
    let files: [String]
    /// The packages asked for that are not installed.
    let missingPackages: [String]
    /// The folders whose platform cache was current, so the configuration can read them too.
    let cachedFolders: Set<String>
    /// The faces of `files` (an owned `FcFontSet`).
    let faces: UnsafeMutablePointer<FcFontSet>

    /// Resolves `setup` and reads its faces, looking for caches where `cacheConfiguration` says.
    init(_ setup: FallbackFonts, cacheConfiguration: OpaquePointer?) {
        var files = Set<String>()
        var missing: [String] = []
        for package in setup.packages {
            guard let listed = Self.installedFiles(of: package) else {
                missing.append(package)
                continue
            }
            files.formUnion(listed.filter(Self.isFontFile))
        }
        files.formUnion(setup.fontFiles)
        self.files = files.filter { RegularFile.refusal($0) == nil }.sorted()
        missingPackages = missing
        let (faces, cached) = Self.faces(of: self.files, cacheConfiguration: cacheConfiguration)
        self.faces = faces
        cachedFolders = cached
    }

    deinit {
        FcFontSetDestroy(faces)
    }

    /// Font files by their names' endings (TrueType, OpenType and collections).
    static func isFontFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
    }

    /// The paths dpkg lists for `package` (an architecture-qualified list too); `nil` when the
    /// package is not installed.
    static func installedFiles(of package: String) -> [String]? {
        let info = "/var/lib/dpkg/info"
        guard !package.isEmpty, !package.contains("/") else { return nil }
        var candidates = ["\(info)/\(package).list"]
        if let names = try? FileManager.default.contentsOfDirectory(atPath: info) {
            candidates += names.filter { $0.hasPrefix(package + ":") && $0.hasSuffix(".list") }.sorted().map { "\(info)/\($0)" }
        }
        for list in candidates where RegularFile.refusal(list) == nil {
            guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { continue }
            return text.split(separator: "\n").map(String.init)
        }
        return nil
    }

    /// The faces of `files`, folder by folder: from the folder's cache when it is current and
    /// lists every file asked for, else scanned. Also returns the folders read from a cache.
    private static func faces(
        of files: [String], cacheConfiguration: OpaquePointer?
    ) -> (UnsafeMutablePointer<FcFontSet>, Set<String>) {
        let set = FcFontSetCreate()!
        var cached = Set<String>()
        let byFolder = Dictionary(grouping: files) { ($0 as NSString).deletingLastPathComponent }
        for folder in byFolder.keys.sorted() {
            let wanted = Set(byFolder[folder]!)
            if let cacheConfiguration, let found = cachedFaces(in: folder, files: wanted, configuration: cacheConfiguration) {
                for pattern in found { FcFontSetAdd(set, pattern) }
                cached.insert(folder)
                continue
            }
            for file in byFolder[folder]! {
                _ = withFcString(file) { FcFreeTypeQueryAll($0, UInt32.max, nil, nil, set) }
            }
        }
        return (set, cached)
    }

    /// The cached patterns of `files` in `folder` (references the caller owns), or `nil` when the
    /// folder has no current cache or the cache lacks one of them.
    private static func cachedFaces(in folder: String, files: Set<String>, configuration: OpaquePointer) -> [OpaquePointer]? {
        guard let cache = withFcString(folder, { FcDirCacheLoad($0, configuration, nil) }) else { return nil }
        defer { FcDirCacheUnload(cache) }
        guard let copy = FcCacheCopySet(cache) else { return nil }
        defer { FcFontSetDestroy(copy) }
        var found: [OpaquePointer] = []
        var seen = Set<String>()
        for i in 0..<Int(copy.pointee.nfont) {
            guard let pattern = copy.pointee.fonts[i], let file = FontPattern.string(pattern, "file"), files.contains(file)
            else { continue }
            FcPatternReference(pattern)
            found.append(pattern)
            seen.insert(file)
        }
        guard seen == files else {
            for pattern in found { FcPatternDestroy(pattern) }
            return nil
        }
        return found
    }
}

/// Reading the elements of a fontconfig pattern.
enum FontPattern {
    static func string(_ pattern: OpaquePointer, _ element: String, _ n: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(pattern, element, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    static func integer(_ pattern: OpaquePointer, _ element: String) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(pattern, element, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }

    static func bool(_ pattern: OpaquePointer, _ element: String) -> Bool? {
        var value: FcBool = 0
        guard FcPatternGetBool(pattern, element, 0, &value) == FcResultMatch else { return nil }
        return value != 0
    }

    static func charset(_ pattern: OpaquePointer) -> OpaquePointer? {
        var value: OpaquePointer? = nil
        guard FcPatternGetCharSet(pattern, "charset", 0, &value) == FcResultMatch else { return nil }
        return value
    }
}
