extension TextMeasurementRequest {
    /// Throws unless every font of the request — `font` and each run's — is at most
    /// `TagFont.maximumSize` after scaling for `textSizeCategory`; paths are relative to the
    /// request (`font.size`, `text.runs[2].font.size`).
    package func checkScaledFontSizes() throws(TagFlowError) {
        do { try font.checkSize(scaledFor: textSizeCategory) } catch { throw error.prefixed(with: Argument.font) }
        guard case .runs(let runs) = text else { return }
        for (i, run) in runs.enumerated() {
            do { try run.font?.checkSize(scaledFor: textSizeCategory) } catch {
                throw error.prefixed(with: Argument.text.path("runs", .index(i), "font"))
            }
        }
    }
}

extension TextMeasurementRequest {
    /// The names a measurer's errors give the parts of a request (`font.family`, `text.runs[2]`).
    package enum Argument: String, ErrorArgument {
        case font, text
    }
}
