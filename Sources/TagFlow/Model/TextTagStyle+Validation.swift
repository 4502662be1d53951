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
        try TagFlowError.checkNonNegative(cornerRadius, at: ["cornerRadius"])
        try TagFlowError.checkNonNegative(borderWidth, at: ["borderWidth"])
        try shadow?.validate()
        try TagFlowError.checkNonNegative(padding.width, at: ["padding", "width"])
        try TagFlowError.checkNonNegative(padding.height, at: ["padding", "height"])
        for case let (value?, key) in [(minWidth, "minWidth"), (minHeight, "minHeight")] as [(Double?, ValuePath.Component)] {
            try TagFlowError.checkNonNegative(value, at: [key])
        }
        let limits: [(Double?, ValuePath.Component)] = [
            (maxWidth, "maxWidth"), (exactWidth, "exactWidth"), (maxHeight, "maxHeight"), (exactHeight, "exactHeight"),
        ]
        for (value, key) in limits {
            try TagFlowError.checkLengthLimit(value, at: [key])
        }
        try TagFlowError.checkNonNegative(grow, at: ["grow"])
        try TagFlowError.checkLimit(numberOfLines, at: ["numberOfLines"])
        try Self.checkLineHeight(lineHeight)
    }

    /// Throws unless `lineHeight` is `nil`, or finite and > 0; the path is `lineHeight`.
    static func checkLineHeight(_ lineHeight: Double?) throws(TagFlowError) {
        guard let lineHeight else { return }
        try TagFlowError.checkPositive(lineHeight, at: ["lineHeight"])
    }
}
