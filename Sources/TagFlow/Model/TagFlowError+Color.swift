extension TagFlowError {
    /// Why a colour string cannot be read.
    public enum ColorReason: TagFlowErrorReason {
        /// A colour string that cannot be read; `problem` says why.
        case invalidColor(String, problem: String)

        public var description: String {
            switch self {
            case let .invalidColor(text, problem):
                "\(quoted(text)) is not a colour: \(problem); use \"#RRGGBB\" or \"#RRGGBBAA\""
            }
        }
    }
}
