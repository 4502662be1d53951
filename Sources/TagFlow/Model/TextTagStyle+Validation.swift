extension TextTagStyle {
    /// Throws the first value out of range, its path relative to the style (`font.size`,
    /// `maxWidth`, `shadow.opacity`, …).
    public func validate() throws(TagFlowError) {
        do {
            try font.validate()
        } catch {
            throw error.prefixed(with: ["font"])
        }
        try gradient?.validate()
        // Validation runs on every sizing: when every plain number is finite and ≥ 0 (`x * 0` is
        // NaN exactly for an infinite or NaN x, and NaN survives the sum), one test clears them
        // all; otherwise they are checked one by one, in order, to name the first bad one.
        let limits = (minWidth ?? 0) + (maxWidth ?? 0) + (exactWidth ?? 0) + (minHeight ?? 0) + (maxHeight ?? 0)
            + (exactHeight ?? 0)
        let poison = (cornerRadius + borderWidth + padding.width + padding.height + limits) * 0
        let smallest = Swift.min(
            Swift.min(Swift.min(cornerRadius, borderWidth), Swift.min(padding.width, padding.height)),
            Swift.min(Swift.min(minWidth ?? 0, maxWidth ?? 0), Swift.min(exactWidth ?? 0, minHeight ?? 0)),
            Swift.min(maxHeight ?? 0, exactHeight ?? 0))
        guard poison == 0, smallest >= 0 else {
            return try validateEach()
        }
        try shadow?.validate()
        try TagFlowError.checkLimit(numberOfLines, at: ["numberOfLines"])
        try Self.checkLineHeight(lineHeight)
    }

    /// Throws unless `lineHeight` is `nil`, or finite and > 0; the path is `lineHeight`.
    static func checkLineHeight(_ lineHeight: Double?) throws(TagFlowError) {
        guard let lineHeight else { return }
        try TagFlowError.checkPositive(lineHeight, at: ["lineHeight"])
    }

    /// Every check after the font and the gradient, one by one in order.
    private func validateEach() throws(TagFlowError) {
        try TagFlowError.checkNonNegative(cornerRadius, at: ["cornerRadius"])
        try TagFlowError.checkNonNegative(borderWidth, at: ["borderWidth"])
        try shadow?.validate()
        try TagFlowError.checkNonNegative(padding.width, at: ["padding", "width"])
        try TagFlowError.checkNonNegative(padding.height, at: ["padding", "height"])
        let limits: [(Double?, ValuePath.Component)] = [
            (minWidth, "minWidth"), (maxWidth, "maxWidth"), (exactWidth, "exactWidth"),
            (minHeight, "minHeight"), (maxHeight, "maxHeight"), (exactHeight, "exactHeight"),
        ]
        for case let (value?, key) in limits {
            try TagFlowError.checkNonNegative(value, at: [key])
        }
        try TagFlowError.checkLimit(numberOfLines, at: ["numberOfLines"])
        try Self.checkLineHeight(lineHeight)
    }
}
