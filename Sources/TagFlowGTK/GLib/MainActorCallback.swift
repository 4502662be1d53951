/// Runs `body` with `arguments` on the main actor, from a C callback GTK calls there: the one
/// place where a callback's arguments — C pointers, which are not `Sendable` — cross into
/// main-actor code, so each callback passes what it uses and none repeats the crossing.
///
/// ```swift
/// let onScrolled: VoidSignalHandler = { _, data in onMainActor(data) { owner($0).scrolled() } }
/// ```
@inline(__always)
func onMainActor<each Argument, Result: Sendable>(
    _ argument: repeat each Argument, perform body: @MainActor (repeat each Argument) -> Result
) -> Result {
    let arguments = CallbackArguments(values: (repeat each argument))
    return MainActor.assumeIsolated { body(repeat each arguments.values) }
}

/// A C callback's arguments on their way to the main actor (`onMainActor`).
///
/// **Sharing proof** (`@unchecked Sendable`): GTK calls its callbacks on the main thread, the
/// thread whose objects the pointers are, and `MainActor.assumeIsolated` traps on any other; the
/// values never leave that thread.
private struct CallbackArguments<Values>: @unchecked Sendable {
    let values: Values
}
