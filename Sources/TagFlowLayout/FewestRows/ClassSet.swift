/// Sets of weight classes as the bits of a word (class `c` is bit `c`): what a line of
/// `LineCover` holds, and what is left of the items. A line fits the items left only if every
/// class it holds is left, and every class it holds more than once is left more than once; for a
/// line that holds no class twice that is also enough. So a scan of thousands of lines reads a
/// word or two a line, and counts a line's items against the items left only where it holds a
/// class more than once (`CoverSearch`).
enum ClassSet {
    /// The most classes a set holds.
    static let limit = UInt64.bitWidth

    /// A line's classes: those it holds, and those it holds more than once.
    struct Line {
        var once: UInt64 = 0
        var repeated: UInt64 = 0

        /// The sets of a line given by its classes ascending (each below `limit`).
        init(ascending classes: some Collection<UInt8>) {
            for c in classes { self = adding(Int(c)) }
        }

        init() {}

        /// The sets of this line with one more item, of class `c` (below `limit`).
        func adding(_ c: Int) -> Line {
            assert(c < ClassSet.limit, "class \(c) past a set's \(ClassSet.limit)")
            let bit: UInt64 = 1 << UInt64(c)
            var sets = self
            if once & bit != 0 { sets.repeated |= bit }
            sets.once |= bit
            return sets
        }

        /// The sets of the line holding the items of both (a class in both is held twice).
        func adding(_ other: Line) -> Line {
            var sets = Line()
            sets.once = once | other.once
            sets.repeated = repeated | other.repeated | once & other.once
            return sets
        }
    }

    /// The classes left: those with an item left, and those with more than one.
    struct Left {
        var once: UInt64 = 0
        var twice: UInt64 = 0

        /// The sets of the items left, `counts[c]` of class `c` (at most `limit` classes).
        init(_ counts: [Int]) {
            assert(counts.count <= ClassSet.limit, "\(counts.count) classes, a set holds \(ClassSet.limit)")
            for c in counts.indices where counts[c] > 0 {
                once |= 1 << UInt64(c)
                if counts[c] > 1 { twice |= 1 << UInt64(c) }
            }
        }

        /// Whether a line holding the classes `once`, those of `repeated` more than once, fits the
        /// items left, as far as the sets tell: `false` when it holds a class not left (or one
        /// more than once that is left once), `true` when it holds no class twice and each is
        /// left, `nil` when its classes held more than once must be counted.
        @inline(__always)
        func admits(once: UInt64, repeated: UInt64) -> Bool? {
            guard once & ~self.once == 0, repeated & ~twice == 0 else { return false }
            return repeated == 0 ? true : nil
        }
    }

    /// Whether `set` holds class `c`.
    @inline(__always)
    static func contains(_ set: UInt64, _ c: Int) -> Bool { set >> UInt64(c) & 1 != 0 }
}
