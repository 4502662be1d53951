import TagFlow
import TagFlowPango

extension DocumentError {
    /// The document error for a model or text-engine error that arose while handling the value
    /// at `path` (e.g. `$.tags[3]`); the message is the error's own description.
    public init(_ error: TagFlowError, at path: JSONPath) {
        switch error {
        case let .unknownFontFamily(_, family, available):
            self.init(path: path, message: Self.unknownFamilyMessage(family, available: available))
        case let .layout(layoutError):
            self.init(layoutError)
        default:
            self.init(path: path, message: error.description)
        }
    }

    /// `"Helvetica" is not an available font family; available: "DejaVu Sans", …`.
    static func unknownFamilyMessage(_ family: String, available: [String]) -> String {
        "\(JSONWriter.quoted(family)) is not an available font family; available: "
            + available.map(JSONWriter.quoted).joined(separator: ", ")
    }

    /// Throws for the first of `fonts` whose family `measurer` does not have, at that family's
    /// path. Only the Pango measurer knows its families up front; with another measurer nothing
    /// is checked here, and an unknown family surfaces when measuring.
    static func checkFamilies(_ fonts: [FontReference], for measurer: any TextMeasuring) throws(DocumentError) {
        guard let library = (measurer as? PangoTextMeasurer)?.library else { return }
        for font in fonts {
            do {
                _ = try library.resolveFamily(font.family)
            } catch {
                throw DocumentError(error, at: font.path)
            }
        }
    }
}
