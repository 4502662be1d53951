/// How many cases a property test runs: as written in `swift test`, a quarter of it (at least 100)
/// in `make sanitize`, where the address sanitizer runs the same cases several times slower;
/// the full counts still run, unsanitized, in the same `make test`.
enum PropertyCounts {
    static func scaled(_ count: Int) -> Int {
        #if SANITIZED
        max(100, count / 4)
        #else
        count
        #endif
    }

    /// Every case of `cases`, or every fourth where the sanitizer makes each one slow.
    static func sampled<Case>(_ cases: [Case]) -> [Case] {
        #if SANITIZED
        stride(from: 0, to: cases.count, by: 4).map { cases[$0] }
        #else
        cases
        #endif
    }
}
