import ArgumentParser

/// The root command: `tagflow <subcommand>`.
struct TagFlowTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tagflow",
        abstract: "Lays out tag collections from JSON documents.",
        discussion: """
            Every command reads a JSON document from FILE or - (standard input), prints JSON on \
            standard output, and reports problems on standard error.

            Exit status: 0 success; 1 bad input (error: <JSON path>: <what is wrong and what is \
            allowed>); 2 usage error.
            """,
        version: TagFlowTool.version,
        subcommands: [
            LayoutSubcommand.self, MeasureSubcommand.self, RenderSubcommand.self, ShowSubcommand.self, GallerySubcommand.self,
        ]
    )

    /// The version `tagflow --version` prints.
    static let version = "0.9.0"

    func run() throws {
        throw ValidationError("missing subcommand")
    }
}
