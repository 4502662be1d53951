extension TagFlowError {
    /// Why a text measurer could not measure: the vocabulary of `TextMeasuring`, shared by every
    /// text engine.
    public enum MeasurementReason: TagFlowErrorReason {
        /// The most available families a message lists: a font folder may hold thousands.
        static let listedFamilies = 20

        /// A font family the text engine does not have; `available` lists those it has.
        case unknownFontFamily(String, available: [String])
        /// A font file or directory that cannot be loaded.
        case fontLoadingFailed(file: String, problem: String)
        /// The text engine failed for a reason outside the caller's input.
        case textEngineFailed(String)

        public var description: String {
            switch self {
            case let .unknownFontFamily(family, available):
                "\(quoted(family)) is not an available font family; available: "
                    + available.prefix(Self.listedFamilies).map { quoted($0) }.joined(separator: ", ")
                    + (available.count > Self.listedFamilies ? ", … (\(available.count) in all)" : "")
            case let .fontLoadingFailed(file, problem):
                "cannot load fonts from \(shownFileName(file)): \(problem)"
            case let .textEngineFailed(detail):
                "text measurement failed: \(detail)"
            }
        }
    }
}
