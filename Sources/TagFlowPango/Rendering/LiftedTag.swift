import TagFlow

extension RenderScene {
    /// The tag a drag has picked up: drawn on top of everything at the pointer's frame, slightly
    /// larger and with a deeper shadow, while its slot in the layout stays empty.
    public struct LiftedTag: Hashable, Sendable {
        /// The index in `RenderScene.items` of the tag being dragged; it is not drawn at its own frame.
        public var index: Int
        /// Where the tag is drawn now (it follows the pointer), before `appearance.scale`.
        public var frame: Rect
        /// How the lift looks.
        public var appearance: LiftAppearance

        /// Creates a lifted tag.
        public init(index: Int, frame: Rect, appearance: LiftAppearance = LiftAppearance()) {
            self.index = index
            self.frame = frame
            self.appearance = appearance
        }
    }

    /// How a lifted tag stands out: scaled about its centre and casting a deeper shadow than tags at
    /// rest (the shadow replaces the tag's own).
    public struct LiftAppearance: Hashable, Sendable {
        /// The scale about the frame's centre (> 0, ≤ 4); 1.05 reads as "picked up" without blurring
        /// the text much.
        public var scale: Double
        /// The shadow under the lifted tag.
        public var shadow: Shadow

        /// Creates a lift appearance; by default 5 % larger with a soft shadow 6 pt below.
        public init(
            scale: Double = 1.05,
            shadow: Shadow = Shadow(color: .black, offset: Size(width: 0, height: 6), radius: 12, opacity: 0.3)
        ) {
            self.scale = scale
            self.shadow = shadow
        }
    }
}
