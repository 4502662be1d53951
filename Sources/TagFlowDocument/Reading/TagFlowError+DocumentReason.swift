import TagFlow

extension TagFlowError {
    /// Why a command-line document cannot be used.
    package enum DocumentReason: TagFlowErrorReason {
        /// A document that cannot be read as written; the words say what is wrong and what is
        /// allowed (`expected a number, found the string "343"`, `-1 is not ≥ 0`).
        case invalidDocument(String)

        package var description: String {
            switch self {
            case let .invalidDocument(message): message
            }
        }
    }
}
