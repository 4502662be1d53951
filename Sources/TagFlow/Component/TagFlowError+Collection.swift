extension TagFlowError {
    /// What the tag collection and its controller refuse.
    public enum CollectionReason: TagFlowErrorReason {
        /// No tag in the collection has this id.
        case unknownID(String)
        /// Another tag in the collection already has this id.
        case duplicateID(String)
        /// An input event came with a time earlier than the event before it.
        case timeWentBackwards(Double, previous: Double)
        /// A tag that input may not select (`select(ids:)`): it is disabled.
        case disabledTag(String)
        /// Something the options rule out (options that contradict each other, a selection the
        /// mode cannot make); the text says what and what is allowed.
        case refused(String)

        public var description: String {
            switch self {
            case let .unknownID(id):
                "\(quoted(id)) is not the id of any tag in the collection"
            case let .duplicateID(id):
                "\(quoted(id)) is the id of another tag in the collection; ids must be unique"
            case let .timeWentBackwards(time, previous):
                "\(formatted(time)) is earlier than the previous event's time \(formatted(previous)); "
                    + "event times must not decrease"
            case let .disabledTag(id):
                "\(quoted(id)) is a disabled tag; input and select(ids:) never select one "
                    + "(setSelection(_:) sets any selection)"
            case let .refused(problem):
                problem
            }
        }
    }
}
