import TagFlow
import TagFlowJSON

extension JSONReader {
    /// The largest length a document may give, in points: 1 000 000 (about 350 m at 72 points
    /// to the inch).
    ///
    /// It is the largest page an SVG or PDF picture may have, and with PNG's largest scale (8)
    /// it stays inside the ±8 388 607 units Cairo's 24.8 fixed-point coordinates hold — past
    /// them Cairo fails or draws garbage (an image 8 000 000 pt wide made the PDF run out of
    /// memory). It also keeps every sum of a document's lengths finite and exact to far below a
    /// point, so a layout cannot overflow into infinity (`1e308`-wide items used to end as
    /// `$.contentSize.width: internal error`).
    package static let maximumLength = 1_000_000.0

    /// A length: a number ≥ 0 and at most `maximumLength` (`-1 is not ≥ 0`,
    /// `1e+308 is not ≤ 1000000 (the largest length, in points)`).
    package func length() throws(TagFlowError) -> Double {
        let number = try nonNegativeNumber()
        guard number <= Self.maximumLength else { throw error("\(JSONWriter.format(number)) is not ≤ \(Self.largestLength)") }
        return number
    }

    /// An offset that may be negative (a shadow's, a delete zone's position): a number within
    /// ±`maximumLength`.
    package func signedLength() throws(TagFlowError) -> Double {
        let number = try self.number()
        guard abs(number) <= Self.maximumLength else { throw error("\(JSONWriter.format(number)) is not within ±\(Self.largestLength)") }
        return number
    }

    /// The limit as messages state it.
    private static var largestLength: String { "\(JSONWriter.format(maximumLength)) (the largest length, in points)" }
}
