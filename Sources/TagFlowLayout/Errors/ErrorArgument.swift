/// The arguments a function names at the head of its errors' paths, declared once, as an enum, by
/// the type whose function it is (`FlowLayout.Argument.container`).
///
/// A caller that received those values under other names (a controller's viewport is the
/// engine's container) renames them by switching over the callee's enum — exhaustively, so a new
/// argument cannot slip through unnamed — and never spells the callee's key names itself.
package protocol ErrorArgument: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension ErrorArgument {
    /// The path of a value inside this argument: `Argument.items.path(3, "width")` is `items[3].width`.
    package func path(_ rest: ValuePath.Component...) -> ValuePath {
        ValuePath([.key(rawValue)] + rest)
    }
}

extension TagFlowError {
    /// The error thrown with `argument`'s path in front: what a callee throws about a value one of
    /// its own calls found bad inside that argument.
    package func prefixed(with argument: some ErrorArgument) -> TagFlowError {
        prefixed(with: argument.path())
    }

    /// Which of `A`'s arguments the error is about and the path inside it, or `nil` when its path
    /// does not start with one of them.
    package func argument<A: ErrorArgument>(of _: A.Type) -> (argument: A, inside: ValuePath)? {
        path.head(A.self)
    }
}

extension ValuePath {
    /// The argument of `A` this path starts with and the path inside it, or `nil`.
    package func head<A: ErrorArgument>(_: A.Type) -> (argument: A, inside: ValuePath)? {
        guard case .key(let key)? = components.first, let argument = A(rawValue: key) else { return nil }
        return (argument, ValuePath(Array(components.dropFirst())))
    }
}
