#if canImport(Glibc)
import Glibc
#endif

/// What the side-by-side benchmark reads of the process: the calling thread's CPU time (GTK and
/// TagFlow build and lay out on the main thread; other processes on the machine do not count)
/// and the resident memory.
public enum ProcessClock {
    /// The calling thread's CPU time, in nanoseconds.
    public static func threadNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return now.tv_sec * 1_000_000_000 + now.tv_nsec
    }

    /// The thread CPU time `body` takes, in nanoseconds, and its result.
    public static func measure<T>(_ body: () throws -> T) rethrows -> (nanoseconds: Int, result: T) {
        let start = threadNanoseconds()
        let result = try body()
        return (threadNanoseconds() - start, result)
    }

    /// The resident memory (VmRSS of /proc/self/status), in KiB; `nil` when it cannot be read.
    public static func residentKibibytes() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") { return Int(text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") }
        }
        return nil
    }
}
