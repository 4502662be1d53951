import TagFlow

/// Moves tags from their frames before a change to their frames after it over `duration`
/// seconds, easing out (fast at first, settling gently), the way a collection view animates a
/// batch update.
///
/// Each tag animates on its own: a change that arrives while a tag is still moving starts it
/// afresh from where it is drawn now, so interrupted animations never jump. Inserted tags
/// appear at once and removed ones vanish (their frames are gone from the layout); tags whose
/// frames did not change are left alone. Times are seconds on the frame clock.
struct TransitionAnimator: Sendable {
    /// How long a move takes: 200 ms, about 12 frames at 60 Hz.
    static let duration = 0.2

    private struct Move: Sendable {
        var from: Rect
        var to: Rect
        var start: Double
    }

    /// The moves under way, by tag.
    private var moves: [TagID: Move] = [:]

    /// Whether any tag is still moving (as of the last `advance`).
    var isRunning: Bool { !moves.isEmpty }

    /// Starts moving every tag whose frame `transition` changed (both frames known).
    mutating func begin(_ transition: LayoutTransition, at now: Double) {
        for entry in transition.entries where entry.kind == .moved {
            guard let before = entry.before, let after = entry.after else {
                moves[entry.id] = nil
                continue
            }
            begin(moving: entry.id, from: before, to: after, at: now)
        }
        for id in transition.ids(.removed) { moves[id] = nil }
    }

    /// Starts moving one tag from `from` (or from where it is drawn now, when it is moving) to `to`.
    mutating func begin(moving id: TagID, from: Rect, to: Rect, at now: Double) {
        let current = frame(of: id, at: now) ?? from
        guard current != to else {
            moves[id] = nil
            return
        }
        moves[id] = Move(from: current, to: to, start: now)
    }

    /// Where the tag `id` is drawn at `now`, or `nil` when it is not moving.
    func frame(of id: TagID, at now: Double) -> Rect? {
        guard let move = moves[id] else { return nil }
        let progress = min(1, max(0, (now - move.start) / Self.duration))
        let t = 1 - (1 - progress) * (1 - progress) * (1 - progress)  // ease-out cubic
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Rect(
            x: mix(move.from.x, move.to.x), y: mix(move.from.y, move.to.y),
            width: mix(move.from.width, move.to.width), height: mix(move.from.height, move.to.height))
    }

    /// Drops the moves that have arrived by `now`.
    mutating func advance(to now: Double) {
        moves = moves.filter { now < $0.value.start + Self.duration }
    }

    /// Ends every move at once (animations turned off, or the tags replaced).
    mutating func stop() {
        moves.removeAll()
    }
}
