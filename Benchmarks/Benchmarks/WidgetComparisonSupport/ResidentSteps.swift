#if canImport(Glibc)
import Glibc
#endif
import CGtk
import FlowBoxReference
import TagFlow
import TagFlowGTK
import TagFlowPango

/// Where a process's first collection puts its resident memory: the resident set of every
/// mapping (/proc/self/smaps) read around each step of a build, and the mappings that grew most.
@MainActor
public enum ResidentSteps {
    /// The resident KiB of each mapping, by its name (anonymous ones as "[anon]"), summed.
    static func mappings() -> [String: Int] {
        guard let file = fopen("/proc/self/smaps", "r") else { return [:] }
        defer { fclose(file) }
        var result: [String: Int] = [:]
        var name = "[anon]"
        var line = [CChar](repeating: 0, count: 4096)
        // Byte by byte (no Foundation: the tool must not page in code the contenders do not).
        while fgets(&line, Int32(line.count), file) != nil {
            let bytes = line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }
            let fields = bytes.split(separator: 0x20)
            guard let first = fields.first else { continue }
            if first.contains(0x2D), first.allSatisfy({ $0 == 0x2D || (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) {
                name = fields.count >= 6 ? String(decoding: Array(fields[5...].joined(separator: [0x20])), as: UTF8.self) : "[anon]"
            } else if first.elementsEqual("Rss:".utf8), fields.count >= 2, let kib = Int(String(decoding: fields[1], as: UTF8.self)) {
                result[name, default: 0] += kib
            }
        }
        return result
    }

    /// Runs `steps` in order, printing after each the resident KiB it added and the mappings
    /// that grew by more than `threshold` KiB.
    static func trace(_ steps: [(String, () throws -> Void)], threshold: Int = 40) throws {
        var before = mappings()
        var total = 0
        for (name, step) in steps {
            try step()
            let after = mappings()
            var grown = after.map { ($0.key, $0.value - (before[$0.key] ?? 0)) }
            grown += before.filter { after[$0.key] == nil }.map { ($0.key, -$0.value) }
            let added = grown.reduce(0) { $0 + $1.1 }
            total += added
            print("\(name): +\(added) KiB (total \(total))")
            for (mapping, kib) in grown.sorted(by: { $0.1 > $1.1 }) where abs(kib) >= threshold {
                print("    \(kib)\t\(mapping)")
            }
            before = after
        }
    }

    /// The steps of a first build of `contender` (the widget or GtkFlowBox) over `count` texts,
    /// traced.
    public static func run(_ contender: Contender, count: Int) throws {
        let texts = ComparisonTexts.make(count, round: 997)
        let (width, height) = Contender.firstSize
        switch contender {
        case .widget:
            var sizer: TagSizer?
            var controller: TagCollectionController?
            var widget: TagCollectionWidget?
            var host: OpaquePointer?
            try trace([
                ("desktop sizer (measurer, fonts set up)", { sizer = try SharedTextEngine.desktopSizer() }),
                ("first measurement (a controller of one other tag)", {
                    _ = try TagCollectionController(tags: [TextTag("warm", id: TagID("w"))], viewport: Viewport(width: Double(width)), sizer: sizer!)
                }),
                ("controller (\(count) tags measured)", {
                    let tags = texts.enumerated().map { TextTag($1, id: TagID("\($0)")) }
                    controller = try TagCollectionController(tags: tags, viewport: Viewport(width: Double(width)), sizer: sizer!)
                }),
                ("widget", { widget = try TagCollectionWidget(controller: controller!) }),
                ("host and first allocation", {
                    host = scrolled_host_new(UnsafeMutableRawPointer(widget!.widget))!
                    scrolled_host_allocate(host, Int32(width), Int32(height))
                }),
                ("settle", { SideBySide.settle() }),
            ])
        case .flowBox:
            var box: UnsafeMutableRawPointer?
            var host: OpaquePointer?
            try trace([
                ("flow box", { box = texts.withCStrings { flowbox_reference_new($0, Int32(texts.count)) } }),
                ("host and first allocation", {
                    host = scrolled_host_new(box)!
                    scrolled_host_allocate(host, Int32(width), Int32(height))
                }),
                ("settle", { SideBySide.settle() }),
            ])
        case .headless:
            // No host and no GTK text: the steps compare the widget with the flow box.
            preconditionFailure("--resident-steps traces the widget or GtkFlowBox")
        }
    }
}
