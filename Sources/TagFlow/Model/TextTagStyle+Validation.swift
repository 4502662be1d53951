extension TextTagStyle {
    /// Throws the first value out of range, its path relative to the style (`font.size`,
    /// `maxWidth`, `shadow.opacity`, …).
    package func validate() throws(TagFlowError) {
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
        // Checked one by one: a list of the values would allocate on every tag made.
        if let minWidth { try TagFlowError.checkNonNegative(minWidth, at: ["minWidth"]) }
        if let minHeight { try TagFlowError.checkNonNegative(minHeight, at: ["minHeight"]) }
        try TagFlowError.checkLengthLimit(maxWidth, at: ["maxWidth"])
        try TagFlowError.checkLengthLimit(exactWidth, at: ["exactWidth"])
        try TagFlowError.checkLengthLimit(maxHeight, at: ["maxHeight"])
        try TagFlowError.checkLengthLimit(exactHeight, at: ["exactHeight"])
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
