/// What a tag field asks of its owner before it adds a piece: a transform (applied first) and a
/// validator. Both closures; `nil` keeps the text as typed and accepts it.
public struct TagFieldPolicy: Sendable {
    /// Turns a trimmed piece into the tag's text before anything is checked (say, strip a
    /// leading `#` and lower-case). A transform that gives empty text drops the piece.
    public var transform: (@Sendable (_ text: String) -> String)?
    /// Says why a transformed piece cannot be a tag, or `nil` when it can. The reason is shown:
    /// in the `didRefuse` callback, and as an invalid tag's accessible hint.
    public var validate: (@Sendable (_ text: String) -> String?)?

    /// Creates a policy.
    public init(
        transform: (@Sendable (_ text: String) -> String)? = nil, validate: (@Sendable (_ text: String) -> String?)? = nil
    ) {
        self.transform = transform
        self.validate = validate
    }

    /// Takes every piece as it is.
    public static let acceptingEverything = TagFieldPolicy()
}
