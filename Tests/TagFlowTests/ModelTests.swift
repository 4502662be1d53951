import Testing
import TagFlowTestSupport
import TagFlow

@Suite struct ColorTests {
    @Test func readsSixAndEightDigitHex() throws {
        #expect(try TagColor(hex: "#1a2B3c") == TagColor(rgb: 0x1A, 0x2B, 0x3C))
        #expect(try TagColor(hex: "#FF000080") == TagColor(rgb: 255, 0, 0, alpha: 0x80))
        #expect(try TagColor(hex: "#ff000080").hexString == "#FF000080")
        #expect(TagColor.white.hexString == "#FFFFFF")
    }

    @Test(arguments: [
        ("red", "must start with"), ("#12345", "5 digits"), ("#1234567", "7 digits"), ("#12345G", "\"G\" is not a hex digit"),
        ("", "must start with"), ("#", "0 digits"),
    ])
    func refusesBadStrings(text: String, reason: String) {
        let error = thrownError { () throws(TagFlowError) in try TagColor(hex: text) }
        guard case .invalidColor(let value, let why)? = error?.reason(as: TagFlowError.ColorReason.self) else {
            Issue.record("expected invalidColor for \(text), got \(String(describing: error))")
            return
        }
        #expect(error?.path == .root)
        #expect(value == text)
        #expect(why.contains(reason))
        #expect(error!.description.contains("#RRGGBB"))
    }

    @Test func componentsClampAndNeverHoldNaN() {
        let c = TagColor(red: .nan, green: 2, blue: 0.5, alpha: -1)
        #expect(c == TagColor(rgb: 0, 255, 128, alpha: 0))
    }
}

@Suite struct FontTests {
    @Test func weightsFollowTheCSSScale() {
        #expect(TagFont.Weight.regular.cssWeight == 400)
        #expect(TagFont.Weight.bold.cssWeight == 700)
        #expect(TagFont.Weight.allCases.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(TagFont.Weight(cssWeight: 600) == .semibold)
        #expect(TagFont.Weight(cssWeight: 650) == nil)
        #expect(TagFont.Weight(rawValue: "bold") == .bold)
    }

    @Test(arguments: [-1.0, 0, .nan, .infinity, -.infinity])
    func refusesBadSizes(size: Double) {
        let error = thrownError { () throws(TagFlowError) in try TagFont(size: size).validate() }
        guard case .invalidNumber(_, let allowed)? = error?.reason else {
            Issue.record("expected invalidNumber, got \(String(describing: error))")
            return
        }
        #expect(error?.path == ["size"])
        #expect(allowed == "finite and > 0")
    }

    @Test func refusesAnEmptyFamily() {
        let error = thrownError { () throws(TagFlowError) in try TagFont(family: "  ").validate() }
        #expect(error == TagFlowError(.invalidText("  ", problem: "a font family name must not be empty"), at: ["family"]))
        #expect(error?.description == "family: \"  \" is not allowed; a font family name must not be empty")
    }
}

@Suite struct TextSizeCategoryTests {
    @Test func twelveCategoriesWithApplesBodyScale() {
        #expect(TextSizeCategory.allCases.count == 12)
        #expect(TextSizeCategory.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextSizeCategory.large.scaleFactor == 1)
        #expect(TextSizeCategory.extraSmall.scaleFactor == 14.0 / 17)
        #expect(TextSizeCategory.accessibilityExtraExtraExtraLarge.scaleFactor == 53.0 / 17)
        #expect(TextSizeCategory.default == .large)
        let factors = TextSizeCategory.allCases.map(\.scaleFactor)
        #expect(factors == factors.sorted())
        #expect(TextSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(TextSizeCategory.small < .accessibilityMedium)
    }

    @Test func scalesAFont() {
        let font = TagFont(size: 17, weight: .bold)
        #expect(font.scaled(for: .accessibilityLarge) == TagFont(size: 33, weight: .bold))
        #expect(font.scaled(for: .large) == font)
    }

    @Test func aDesktopTextScaleMapsToTheNearestCategory() {
        #expect(TextSizeCategory.nearest(toScale: 1) == .large)
        #expect(TextSizeCategory.nearest(toScale: 1.25) == .extraExtraLarge)  // 21/17 = 1.235
        #expect(TextSizeCategory.nearest(toScale: 0.8) == .extraSmall)  // 14/17 = 0.824
        #expect(TextSizeCategory.nearest(toScale: 1.1) == .extraLarge)  // 19/17 = 1.118
        // As ratios, 1.5 is nearer 28/17 (1.647 / 1.5 = 1.098) than 23/17 (1.5 / 1.353 = 1.109).
        #expect(TextSizeCategory.nearest(toScale: 1.5) == .accessibilityMedium)
        #expect(TextSizeCategory.nearest(toScale: 10) == .accessibilityExtraExtraExtraLarge)
        #expect(TextSizeCategory.nearest(toScale: 0.1) == .extraSmall)
        for category in TextSizeCategory.allCases {
            #expect(TextSizeCategory.nearest(toScale: category.scaleFactor) == category)
        }
        #expect(TextSizeCategory.nearest(toScale: .nan) == .large)
        #expect(TextSizeCategory.nearest(toScale: 0) == .large)
        #expect(TextSizeCategory.nearest(toScale: -1) == .large)
    }

    @Test func anExactTieGoesToTheLargerCategory() {
        // The geometric mean of two neighbours is equally near both as a ratio.
        let small = TextSizeCategory.small.scaleFactor, medium = TextSizeCategory.medium.scaleFactor
        #expect(TextSizeCategory.nearest(toScale: (small * medium).squareRoot()) == .medium)
    }
}

@Suite struct TagTests {
    @Test func selectedContentAndStyleFallBack() {
        var selected = TextTagStyle()
        selected.backgroundColor = .black
        var tag = TextTag(id: "a", content: "Swift", selectedStyle: selected)
        #expect(tag.rightfulStyle == TextTagStyle())
        #expect(tag.rightfulContent == "Swift")
        tag.isSelected = true
        #expect(tag.rightfulStyle == selected)
        #expect(tag.rightfulContent == "Swift")  // no selected content: falls back
        tag.selectedContent = .plain("Swift ✓")
        tag.selectedStyle = nil
        #expect(tag.rightfulContent == "Swift ✓")
        #expect(tag.rightfulStyle == TextTagStyle())  // no selected style: falls back
    }

    @Test func idsAreExplicitOrTheTextSoEqualContentComparesEqual() {
        #expect(TextTag("Swift") == TextTag("Swift"))
        #expect(TextTag("Swift").id == "Swift")
        #expect(TextTag("Swift", id: "s").id == "s")
        #expect(TextTag(content: .text(.runs([TextRun("Sw"), TextRun("ift")]))).id == "Swift")
        #expect(TextTag(id: 7, content: .custom(size: Size(width: 1, height: 1))).id == "7")
        var tag = TextTag(id: 42, content: "x")
        let id = tag.id
        tag.isSelected = true
        tag.content = "y"
        #expect(tag.id == id && id == TagID("42"))
        #expect(Set([TagID("a"), "a", "b"]).count == 2)
    }

    @Test func attachmentsCompareByTypeAndValue() {
        let a = TextTag(id: "t", content: "x", attachment: TagAttachment(3))
        var b = a
        #expect(a == b)
        b.attachment = TagAttachment("3")
        #expect(a != b)
        b.attachment = TagAttachment(3)
        #expect(a.hashValue == b.hashValue)
        #expect(a.attachment?.value(as: Int.self) == 3)
        #expect(a.attachment?.value(as: String.self) == nil)
    }

    @Test func validationNamesThePath() {
        var style = TextTagStyle()
        style.maxWidth = -3
        var tag = TextTag(id: "t", content: "x", style: style)
        #expect(thrownError { () throws(TagFlowError) in try tag.validate() }
            == TagFlowError(.invalidNumber(-3, allowed: "finite and ≥ 0"), at: ["style", "maxWidth"]))
        tag.style = TextTagStyle()
        tag.style.numberOfLines = 0
        #expect(thrownError { () throws(TagFlowError) in try tag.validate() }
            == TagFlowError(.invalidCount(0, allowed: "≥ 1, or nil for no limit (write nil where TTGTagCollectionView and the JSON documents write 0)"), at: ["style", "numberOfLines"]))
        tag.style = TextTagStyle()
        tag.style.shadow = TextTagStyle.Shadow(opacity: 2)
        #expect(thrownError { () throws(TagFlowError) in try tag.validate() }
            == TagFlowError(.invalidNumber(2, allowed: "between 0 and 1"), at: ["style", "shadow", "opacity"]))
        tag.style = TextTagStyle()
        tag.selectedContent = .text(.runs([TextRun("a"), TextRun("b", font: TagFont(size: .nan))]))
        let error = thrownError { () throws(TagFlowError) in try tag.validate() }
        #expect(error?.path == ["selectedContent", "text", "runs", 1, "font", "size"])
        #expect(error?.description == "selectedContent.text.runs[1].font.size: nan is not allowed; it must be finite and > 0")
    }

    @Test func styleHoldsEverythingOfTheDesign() {
        var style = TextTagStyle()
        style.gradient = TextTagStyle.Gradient(startColor: .white, endColor: .black, startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
        style.corners = [.topLeft, .bottomRight]
        style.cornerRadius = 12
        style.borderWidth = 1
        style.borderColor = .black
        style.shadow = TextTagStyle.Shadow(color: .black, offset: Size(width: 2, height: 2), radius: 3, opacity: 0.5)
        style.textAlignment = .natural
        #expect(throws: Never.self) { try style.validate() }
        #expect(!style.corners.contains(.topRight))
        #expect(TextTagStyle.Corners.all.rawValue == 15)
        #expect(TextTagStyle.LineBreakMode.allCases.filter(\.truncates) == [.truncateHead, .truncateMiddle, .truncateTail])
    }
}
