/// The exit statuses of `tagflow`.
enum ToolExitStatus {
    /// The command did what was asked.
    static let success: Int32 = 0
    /// The input was refused (bad JSON, an unknown key, a value out of range, an unreadable file).
    static let badInput: Int32 = 1
    /// The command line was wrong (unknown option, missing subcommand, too many arguments).
    static let usage: Int32 = 2
}
