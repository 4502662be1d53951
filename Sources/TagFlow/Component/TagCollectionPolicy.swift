/// The questions the component asks before it acts on input — TTGTagCollectionView's `canTapTag`,
/// `canSwipeSelectTag`, `canMoveTag` and `canDeleteTag` — held by the controller.
///
/// A question left `nil` answers yes; `canSwipeSelect` left `nil` asks `canTap`, as TTG does.
/// Questions are asked exactly when a decision is needed: `canTap` once per tap on a tag (and per
/// space/return on the focused tag), `canSwipeSelect` once per unselected tag a swipe crosses
/// (before the limit is checked), `canMove` once per reorder step attempted (each drag event whose
/// target index differs from the lifted tag's, and each accessibility move), `canDelete` once per
/// drop in the delete zone (and per accessibility remove). What happened comes back from each call
/// as its `TagCollectionUpdate`.
///
/// A `TagField` asks two more of every piece of text before it becomes a tag, typed, pasted,
/// picked, edited or undone alike: `transform` first, then `validate`.
public struct TagCollectionPolicy: Sendable {
    /// Whether a tap on `tag` at `index` may toggle it (and be reported as `didTap`).
    public var canTap: (@Sendable (_ tag: TextTag, _ index: Int) -> Bool)?
    /// Whether a swipe may select `tag` at `index`; `nil` asks `canTap`.
    public var canSwipeSelect: (@Sendable (_ tag: TextTag, _ index: Int) -> Bool)?
    /// Whether a drag may move `tag` one reorder step from `from` to `to` (live positions).
    public var canMove: (@Sendable (_ tag: TextTag, _ from: Int, _ to: Int) -> Bool)?
    /// Whether `tag`, dropped on the delete zone, may be removed; `index` is its index before the
    /// drag began.
    public var canDelete: (@Sendable (_ tag: TextTag, _ index: Int) -> Bool)?
    /// A field's: turns a trimmed piece of text into the tag's text before anything is checked
    /// (say, strip a leading `#` and lower-case); `nil` keeps it. A transform that gives empty
    /// text refuses the piece.
    public var transform: (@Sendable (_ text: String) -> String)?
    /// A field's: why a transformed piece cannot be a tag, or `nil` when it can (`nil`: every
    /// piece can). The reason is shown: in the `didRefuse` callback, and as an invalid tag's
    /// accessible hint.
    public var validate: (@Sendable (_ text: String) -> String?)?

    /// Creates a policy; every question left out answers yes.
    public init(
        canTap: (@Sendable (TextTag, Int) -> Bool)? = nil, canSwipeSelect: (@Sendable (TextTag, Int) -> Bool)? = nil,
        canMove: (@Sendable (TextTag, Int, Int) -> Bool)? = nil, canDelete: (@Sendable (TextTag, Int) -> Bool)? = nil,
        transform: (@Sendable (String) -> String)? = nil, validate: (@Sendable (String) -> String?)? = nil
    ) {
        self.canTap = canTap
        self.canSwipeSelect = canSwipeSelect
        self.canMove = canMove
        self.canDelete = canDelete
        self.transform = transform
        self.validate = validate
    }

    /// The policy that allows everything.
    public static let allowingEverything = TagCollectionPolicy()

    func allowsTap(_ tag: TextTag, at index: Int) -> Bool { canTap?(tag, index) ?? true }

    func allowsSwipeSelect(_ tag: TextTag, at index: Int) -> Bool {
        if let canSwipeSelect { return canSwipeSelect(tag, index) }
        return allowsTap(tag, at: index)
    }

    func allowsMove(_ tag: TextTag, from: Int, to: Int) -> Bool { canMove?(tag, from, to) ?? true }

    func allowsDelete(_ tag: TextTag, at index: Int) -> Bool { canDelete?(tag, index) ?? true }
}
