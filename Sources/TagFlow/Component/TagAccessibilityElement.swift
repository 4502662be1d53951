/// One element as a screen reader sees it: a tag, or the overflow ("+N") or collapse ("less")
/// indicator.
public struct TagAccessibilityElement: Hashable, Sendable {
    /// What the element stands for.
    public enum Kind: Hashable, Sendable {
        /// The tag at `index` with `id`.
        case tag(index: Int, id: TagID)
        /// The overflow ("+N") indicator standing for `hiddenCount` hidden tags.
        case overflowIndicator(hiddenCount: Int)
        /// The collapse ("less") indicator of an expanded line limit.
        case collapseIndicator
    }

    /// What kind of control an element is and what state it is in.
    public struct Traits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8

        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// It acts when activated (every tag: a tap is always reported; an indicator that expands
        /// or collapses the line limit).
        public static let button = Traits(rawValue: 1 << 0)
        /// It is selected.
        public static let selected = Traits(rawValue: 1 << 1)
        /// It is text to read, not a control (an overflow indicator whose taps are only reported).
        public static let staticText = Traits(rawValue: 1 << 2)
        /// It cannot be used now (a disabled tag): UIKit's `notEnabled`, AT-SPI's missing
        /// `enabled` and `sensitive` states.
        public static let notEnabled = Traits(rawValue: 1 << 3)
    }

    /// A tag's place among the tags the view shows: `number` (from 1) of `count`.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// The tag's position, from 1.
        public var number: Int
        /// How many tags the view shows, those a line limit hides included.
        public var count: Int

        /// Creates a position.
        package init(number: Int, count: Int) {
            self.number = number
            self.count = count
        }

        /// `"3 of 12"`.
        public var description: String { "\(number) of \(count)" }
    }

    /// An action an assistive technology offers beyond activating (VoiceOver's rotor actions).
    public enum Action: String, CaseIterable, Hashable, Sendable {
        /// Removes the tag (offered with drag to delete or a remove button; asks `canDelete`).
        case remove
        /// Moves the tag one place earlier (offered with reordering, not on the first tag).
        case moveEarlier
        /// Moves the tag one place later (offered with reordering, not on the last tag).
        case moveLater

        /// The action's name as read out.
        package var name: String {
            switch self {
            case .remove: "Remove"
            case .moveEarlier: "Move earlier"
            case .moveLater: "Move later"
            }
        }
    }

    /// What the element stands for.
    public var kind: Kind
    /// What it is called: the tag's text, a custom tag's label, "N more tags", or the collapse
    /// chip's words.
    public var label: String
    /// Its state and position, e.g. `"selected, 3 of 12"`; `nil` for the indicators.
    public var value: String?
    /// A tag's place among the tags (the end of `value`), for platforms that report it on its
    /// own; `nil` for the indicators.
    public var position: Position?
    /// What activating does, or `nil`.
    public var hint: String?
    /// What kind of control it is.
    public var traits: Traits
    /// Where it is, in content coordinates.
    public var frame: Rect
    /// The actions offered beyond activating, in this order: remove, move earlier, move later.
    public var actions: [Action]

    /// Creates an element.
    package init(
        kind: Kind, label: String, value: String?, hint: String?, traits: Traits, frame: Rect, actions: [Action],
        position: Position? = nil
    ) {
        self.kind = kind
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.actions = actions
        self.position = position
    }
}
