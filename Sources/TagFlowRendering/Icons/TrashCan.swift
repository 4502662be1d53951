import TagFlow

extension VectorPath {
    /// A trash can in the unit square, the delete zone's icon (TTGTagCollectionView shows one
    /// there): a lid with a handle over a tapering bin with three slots.
    ///
    /// One outline to fill with the non-zero winding rule: the solid parts run clockwise (on
    /// screen, y down) and the handle's opening and the slots counter-clockwise, so they stay
    /// open. Drawn as a template, in the words' colour.
    public static let trashCan: VectorPath = {
        func clockwise(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
            [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        }
        func counterClockwise(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
            clockwise(x0, y0, x1, y1).reversed()
        }
        let handle = clockwise(0.36, 0.04, 0.64, 0.17)
        let opening = counterClockwise(0.43, 0.1, 0.57, 0.17)
        let lid = clockwise(0.1, 0.15, 0.9, 0.25)
        let bin = [Point(x: 0.18, y: 0.3), Point(x: 0.82, y: 0.3), Point(x: 0.75, y: 0.96), Point(x: 0.25, y: 0.96)]
        let slots = [0.33, 0.47, 0.61].map { counterClockwise($0, 0.4, $0 + 0.06, 0.86) }
        return VectorPath(([handle, opening, lid, bin] + slots).flatMap { polygon($0).elements })
    }()
}
