import Synchronization
import TagFlow

/// Builds a `TagCollectionPolicy` whose questions are logged and answered from settings, so a
/// test can check which questions were asked, in what order, and what refusing one does.
public final class PolicyRecorder: Sendable {
    private struct State {
        var refuseTap: Set<TagID> = []
        var refuseSwipe: Set<TagID>? = nil
        var refuseMove: Set<TagID> = []
        var allowDelete = true
        var asked: [String] = []
    }

    private let state = Mutex(State())

    /// A recorder that refuses taps on `refuseTap`, swipes on `refuseSwipe` (`nil`: ask `canTap`,
    /// the default), moves of `refuseMove`, and deletes unless `allowDelete`.
    public init(refuseTap: Set<TagID> = [], refuseSwipe: Set<TagID>? = nil, refuseMove: Set<TagID> = [], allowDelete: Bool = true) {
        state.withLock {
            $0.refuseTap = refuseTap
            $0.refuseSwipe = refuseSwipe
            $0.refuseMove = refuseMove
            $0.allowDelete = allowDelete
        }
    }

    /// Whether drops on the delete zone (and accessibility removes) are allowed.
    public var allowDelete: Bool {
        get { state.withLock { $0.allowDelete } }
        set { state.withLock { $0.allowDelete = newValue } }
    }

    /// Every question asked, in order, e.g. `canTap(t0,0)`, `canMove(t1,1,2)`.
    public var asked: [String] { state.withLock { $0.asked } }

    /// How many questions `name` (e.g. `canTap`) were asked.
    public func askedCount(_ name: String) -> Int { asked.filter { $0.hasPrefix(name + "(") }.count }

    /// The policy that asks this recorder.
    public var policy: TagCollectionPolicy {
        TagCollectionPolicy(
            canTap: { tag, index in
                self.state.withLock {
                    $0.asked.append("canTap(\(tag.id),\(index))")
                    return !$0.refuseTap.contains(tag.id)
                }
            },
            canSwipeSelect: { tag, index in
                self.state.withLock {
                    guard let refused = $0.refuseSwipe else {
                        $0.asked.append("canTap(\(tag.id),\(index))")
                        return !$0.refuseTap.contains(tag.id)
                    }
                    $0.asked.append("canSwipeSelect(\(tag.id),\(index))")
                    return !refused.contains(tag.id)
                }
            },
            canMove: { tag, from, to in
                self.state.withLock {
                    $0.asked.append("canMove(\(tag.id),\(from),\(to))")
                    return !$0.refuseMove.contains(tag.id)
                }
            },
            canDelete: { tag, index in
                self.state.withLock {
                    $0.asked.append("canDelete(\(tag.id),\(index))")
                    return $0.allowDelete
                }
            })
    }
}
