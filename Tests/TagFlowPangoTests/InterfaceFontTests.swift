import Testing
import TagFlow
import TagFlowPango

/// The desktop's interface font (`InterfaceFont`): found among the machine's fonts as GTK finds
/// it, and standing in for the default family in measuring (and so drawing), scaled.
@Suite struct InterfaceFontTests {
    static let notoSerif = "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"

    @Test func aDescriptionIsFoundAmongTheMachinesFonts() throws {
        let serif = try InterfaceFont.find(description: "Noto Serif 12")
        #expect(serif.family == "Noto Serif")
        #expect(serif.size == 16)  // 12 pt at 96 dpi
        #expect(serif.files.contains(Self.notoSerif) && serif.files.count >= 2)  // its bold and italic too
        #expect(serif.scale == 16.0 / 14)
        #expect(try InterfaceFont.find(description: "Noto Serif Bold 10px").size == 10)
        #expect(try InterfaceFont.find(description: "Noto Serif").size == TagFont.defaultSize)
        // A generic name resolves as fontconfig resolves it for GTK: to some installed family.
        let sans = try InterfaceFont.find(description: "Sans 10")
        #expect(!sans.family.isEmpty && !sans.files.isEmpty)
    }

    @Test func theDefaultFamilyIsMeasuredInItScaledAndOtherFamiliesAreLeftAlone() throws {
        let serif = try InterfaceFont.find(description: "Noto Serif 12")
        let desktop = try PangoTextMeasurer(library: try FontLibrary.standard().withInterfaceFont(serif))
        let reference = try PangoTextMeasurer(library: try FontLibrary(fontFiles: [Self.notoSerif]))
        func width(_ measurer: PangoTextMeasurer, _ family: String, _ size: Double) throws -> Double {
            try measurer.measure(TextMeasurementRequest(text: .plain("Hello, desktop"), font: TagFont(family: family, size: size))).width
        }
        #expect(try width(desktop, "DejaVu Sans", 14) == width(reference, "Noto Serif", 16))
        #expect(try width(desktop, "sans-serif", 28) == width(reference, "Noto Serif", 32))  // its size, in proportion
        #expect(try width(desktop, "DejaVu Serif", 14) == width(reference, "DejaVu Serif", 14))
        #expect(try width(desktop, "DejaVu Sans", 14) != width(reference, "DejaVu Sans", 14))
        // Drawn as measured: the layout a renderer draws is laid out in it (here, truncated where
        // Noto Serif's widths cut it).
        var cut = TextMeasurementRequest(text: .plain("Hello, desktop"), maxWidth: 80, numberOfLines: 1, lineBreakMode: .truncateTail)
        var serifCut = cut
        serifCut.font = TagFont(family: "Noto Serif", size: 16)
        #expect(try desktop.lineTexts(for: cut) == reference.lineTexts(for: serifCut))
        cut.font.family = "DejaVu Serif"
        #expect(try desktop.lineTexts(for: cut) != reference.lineTexts(for: serifCut))
        #expect(desktop.library.interfaceFont == serif && desktop.library != reference.library)
    }

    @Test func aFamilyTheLibraryHasAddsNoFilesAndTheSameSizeChangesNothing() throws {
        let dejaVu = try InterfaceFont.find(description: "DejaVu Sans 10.5")
        #expect(dejaVu.family == "DejaVu Sans" && dejaVu.size == 14)
        let library = try FontLibrary.standard().withInterfaceFont(dejaVu)
        #expect(library.interfaceFont?.files == [])
        let request = TextMeasurementRequest(text: .plain("Same widths"), font: TagFont(size: 14, weight: .bold))
        #expect(try PangoTextMeasurer(library: library).measure(request) == PangoTextMeasurer().measure(request))
        #expect(try FontLibrary.standard().withInterfaceFont(nil) == FontLibrary.standard())
    }
}

/// The machine's own fonts (`FontLibrary.system(interfaceFont:)`), as a desktop app's widget
/// measures with them: the machine's fontconfig configuration, any family fontconfig resolves,
/// the interface font standing in for the default family.
@Suite struct SystemFontsTests {
    @Test func theMachinesFontsMeasureAsTheBundledOnesWhereTheFilesAreTheSame() throws {
        // Debian's fonts-dejavu-core is the very file TagFlowPango bundles.
        let system = try PangoTextMeasurer(library: FontLibrary.system())
        let request = TextMeasurementRequest(text: .plain("Swift, Linux & Pango"), font: TagFont(family: "DejaVu Serif", size: 14))
        #expect(try system.measure(request) == PangoTextMeasurer().measure(request))
    }

    @Test func anyFamilyIsTakenAndTheDefaultFamilyIsTheInterfaceFont() throws {
        let library = try FontLibrary.system()
        #expect(library.usesSystemFonts && !library.includesBundledFonts && library.familyNames.isEmpty)
        #expect(try library.resolveFamily("  Noto Serif ") == "Noto Serif")
        #expect(try library.resolveFamily("no such family") == "no such family")  // fontconfig substitutes, as for a GtkLabel
        #expect(try library.resolveFamily("dejavu sans") == TagFont.defaultFamily)
        let serif = try InterfaceFont.find(description: "Noto Serif 12")
        let desktop = try PangoTextMeasurer(library: library.withInterfaceFont(serif))
        let reference = try PangoTextMeasurer(library: try FontLibrary(fontFiles: [InterfaceFontTests.notoSerif]))
        let text = TextMeasurementRequest(text: .plain("Hello, desktop"), font: TagFont(size: 14))
        var serifText = text
        serifText.font = TagFont(family: "Noto Serif", size: 16)
        #expect(try desktop.measure(text).width == reference.measure(serifText).width)
    }

    @Test func oneConfigurationServesEveryInterfaceFontAndTheLibrariesStayDistinct() throws {
        let serif = try InterfaceFont.find(description: "Noto Serif 12")
        let a = try FontLibrary.system(interfaceFont: serif)
        let b = try FontLibrary.system().withInterfaceFont(serif)
        #expect(a == b && a.hashValue == b.hashValue && a.interfaceFont?.files == [])
        #expect(try a != FontLibrary.system() && FontLibrary.system() != FontLibrary.standard())
        #expect(try FontLibrary.standard().withInterfaceFont(serif) != a)
    }
}
