/// The range checks every layer makes on the numbers it is given. Paths are built only when a
/// check fails: validation runs on every layout and every sizing.
extension TagFlowError {
    /// The words for values that must be finite and not negative.
    package static let finiteNonNegative = "finite and ≥ 0"

    /// Throws unless `value` is finite and ≥ 0 (NaN fails too).
    @inline(__always)
    package static func checkNonNegative(_ value: Double, at path: @autoclosure () -> ValuePath) throws(TagFlowError) {
        guard value >= 0, value < .infinity else {
            throw TagFlowError(.invalidNumber(value, allowed: finiteNonNegative), at: path())
        }
    }

    /// Throws unless `value` is finite (NaN and ±infinity fail).
    @inline(__always)
    package static func checkFinite(_ value: Double, at path: @autoclosure () -> ValuePath) throws(TagFlowError) {
        guard value.isFinite else { throw TagFlowError(.invalidNumber(value, allowed: "finite"), at: path()) }
    }

    /// Throws unless `value` is finite and > 0.
    @inline(__always)
    package static func checkPositive(_ value: Double, at path: @autoclosure () -> ValuePath) throws(TagFlowError) {
        guard value > 0, value < .infinity else {
            throw TagFlowError(.invalidNumber(value, allowed: "finite and > 0"), at: path())
        }
    }

    /// Throws unless `value`, when set, is at least 1 (`nil` stands for "no limit"). A 0 is told
    /// to write `nil`: TTGTagCollectionView and the JSON documents spell "no limit" 0.
    @inline(__always)
    package static func checkLimit(_ value: Int?, at path: @autoclosure () -> ValuePath) throws(TagFlowError) {
        if let value, value < 1 {
            throw TagFlowError(.invalidCount(value, allowed: value == 0 ? noLimitForZero : "≥ 1, or nil for no limit"), at: path())
        }
    }

    /// Throws unless `value`, when set, is a length > 0 (`nil` stands for "no limit"). A 0 is told
    /// to write `nil`: TTGTagCollectionView and the JSON documents spell "off" 0, which here would
    /// be a limit nothing fits in.
    @inline(__always)
    package static func checkLengthLimit(_ value: Double?, at path: @autoclosure () -> ValuePath) throws(TagFlowError) {
        guard let value else { return }
        if value == 0 {
            throw TagFlowError(.invalidNumber(value, allowed: "> 0, or nil for no limit (write nil where TTGTagCollectionView and the JSON documents write 0)"), at: path())
        }
        try checkNonNegative(value, at: path())
    }

    /// What a limit of 0 is told: in Swift "no limit" is `nil`, where the JSON documents write 0.
    package static let noLimitForZero = "≥ 1, or nil for no limit (write nil where TTGTagCollectionView and the JSON documents write 0)"

    /// Throws unless `index` is an element index of a collection of `count` elements (with
    /// `includingEnd`, the position after the last one counts too, for inserting).
    package static func checkIndex(
        _ index: Int, count: Int, at path: @autoclosure () -> ValuePath, includingEnd: Bool = false
    ) throws(TagFlowError) {
        let upper = includingEnd ? count : count - 1
        guard index >= 0, index <= upper else {
            throw TagFlowError(.indexOutOfRange(index, valid: upper >= 0 ? 0...upper : nil), at: path())
        }
    }
}
