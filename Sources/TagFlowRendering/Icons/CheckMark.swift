import TagFlow

extension VectorPath {
    /// A check mark in the unit square, the mark of a suggestion already added: one bent stroke
    /// as a closed outline, drawn as a template in the row's colour.
    public static let checkMark: VectorPath = polygon([
        Point(x: 0.12, y: 0.52), Point(x: 0.22, y: 0.42), Point(x: 0.4, y: 0.6), Point(x: 0.78, y: 0.2),
        Point(x: 0.88, y: 0.3), Point(x: 0.4, y: 0.8),
    ])
}
