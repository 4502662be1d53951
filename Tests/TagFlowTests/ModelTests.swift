import Testing
import TagFlowTestSupport
import TagFlow

@Suite struct ColorTests {
    @Test func readsSixAndEightDigitHex() throws {
        #expect(try Color(hex: "#1a2B3c") == Color(red: 0x1A, green: 0x2B, blue: 0x3C))
        #expect(try Color(hex: "#FF000080") == Color(red: 255, green: 0, blue: 0, alpha: 0x80))
        #expect(try Color(hex: "#ff000080").hexString == "#FF000080")
        #expect(Color.white.hexString == "#FFFFFF")
    }

    @Test(arguments: [
        ("red", "must start with"), ("#12345", "5 digits"), ("#1234567", "7 digits"), ("#12345G", "\"G\" is not a hex digit"),
        ("", "must start with"), ("#", "0 digits"),
    ])
    func refusesBadStrings(text: String, reason: String) {
        let error = thrownError { () throws(TagFlowError) in try Color(hex: text, name: "style.textColor") }
        guard case .invalidColor(let name, let value, let why)? = error else {
            Issue.record("expected invalidColor for \(text), got \(String(describing: error))")
            return
        }
        #expect(name == "style.textColor")
        #expect(value == text)
        #expect(why.contains(reason))
        #expect(error!.description.contains("#RRGGBB"))
    }

    @Test func componentsClampAndNeverHoldNaN() {
        let c = Color(redComponent: .nan, greenComponent: 2, blueComponent: 0.5, opacity: -1)
        #expect(c == Color(red: 0, green: 255, blue: 128, alpha: 0))
    }
}

@Suite struct FontTests {
    @Test func weightsFollowTheCSSScale() {
        #expect(FontWeight.regular.cssWeight == 400)
        #expect(FontWeight.bold.cssWeight == 700)
        #expect(FontWeight.allCases.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontWeight(cssWeight: 600) == .semibold)
        #expect(FontWeight(cssWeight: 650) == nil)
        #expect(FontWeight(rawValue: "bold") == .bold)
    }

    @Test(arguments: [-1.0, 0, .nan, .infinity, -.infinity])
    func refusesBadSizes(size: Double) {
        let error = thrownError { () throws(TagFlowError) in try Font(size: size).validate(name: "style.font") }
        guard case .invalidValue(let name, _, let allowed)? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(name == "style.font.size")
        #expect(allowed == "finite and > 0")
    }

    @Test func refusesAnEmptyFamily() {
        let error = thrownError { () throws(TagFlowError) in try Font(family: "  ").validate() }
        #expect(error == .invalidText(name: "font.family", value: "  ", allowed: "a font family name, not empty"))
    }
}

@Suite struct ContentSizeCategoryTests {
    @Test func twelveCategoriesWithApplesBodyScale() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.large.scaleFactor == 1)
        #expect(ContentSizeCategory.extraSmall.scaleFactor == 14.0 / 17)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.scaleFactor == 53.0 / 17)
        #expect(ContentSizeCategory.default == .large)
        let factors = ContentSizeCategory.allCases.map(\.scaleFactor)
        #expect(factors == factors.sorted())
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.small < .accessibilityMedium)
    }

    @Test func scalesAFont() {
        let font = Font(size: 17, weight: .bold)
        #expect(font.scaled(for: .accessibilityLarge) == Font(size: 33, weight: .bold))
        #expect(font.scaled(for: .large) == font)
    }
}

@Suite struct TagTests {
    @Test func selectedContentAndStyleFallBack() {
        var selected = TagStyle()
        selected.backgroundColor = .black
        var tag = Tag(id: "a", content: "Swift", selectedStyle: selected)
        #expect(tag.rightfulStyle == TagStyle())
        #expect(tag.rightfulContent == "Swift")
        tag.isSelected = true
        #expect(tag.rightfulStyle == selected)
        #expect(tag.rightfulContent == "Swift")  // no selected content: falls back
        tag.selectedContent = TagContent("Swift ✓")
        tag.selectedStyle = nil
        #expect(tag.rightfulContent == "Swift ✓")
        #expect(tag.rightfulStyle == TagStyle())  // no selected style: falls back
    }

    @Test func idsAreStableAndRandomOnesDiffer() {
        var generator = SeededGenerator(seed: 7)
        var again = SeededGenerator(seed: 7)
        #expect(TagID(randomUsing: &generator) == TagID(randomUsing: &again))
        #expect(TagID() != TagID())
        #expect(TagID().rawValue.count == 32)
        var tag = Tag(id: 42, content: "x")
        let id = tag.id
        tag.isSelected = true
        tag.content = "y"
        #expect(tag.id == id && id == TagID("42"))
        #expect(Set([TagID("a"), "a", "b"]).count == 2)
    }

    @Test func attachmentsCompareByTypeAndValue() {
        let a = Tag(id: "t", content: "x", attachment: TagAttachment(3))
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
        var style = TagStyle()
        style.maxWidth = -3
        var tag = Tag(id: "t", content: "x", style: style)
        #expect(thrownError { () throws(TagFlowError) in try tag.validate() }
            == .invalidValue(name: "tag.style.maxWidth", value: -3, allowed: "finite and ≥ 0"))
        tag.style = TagStyle()
        tag.style.numberOfLines = -1
        #expect(thrownError { () throws(TagFlowError) in try tag.validate() }
            == .invalidCount(name: "tag.style.numberOfLines", value: -1, allowed: "≥ 0 (0 means no limit)"))
        tag.style = TagStyle()
        tag.style.shadow = Shadow(opacity: 2)
        #expect(thrownError { () throws(TagFlowError) in try tag.validate() }
            == .invalidValue(name: "tag.style.shadow.opacity", value: 2, allowed: "between 0 and 1"))
        tag.style = TagStyle()
        tag.content = TagContent(runs: [TextRun("a"), TextRun("b", font: Font(size: .nan))])
        guard case .invalidValue(let name, _, _)? = thrownError({ () throws(TagFlowError) in try tag.validate() }) else {
            Issue.record("expected invalidValue")
            return
        }
        #expect(name == "tag.content.text.runs[1].font.size")
    }

    @Test func styleHoldsEverythingOfTheDesign() {
        var style = TagStyle()
        style.gradient = Gradient(startColor: .white, endColor: .black, startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
        style.corners = [.topLeft, .bottomRight]
        style.cornerRadius = 12
        style.borderWidth = 1
        style.borderColor = .black
        style.shadow = Shadow(color: .black, offset: Size(width: 2, height: 2), radius: 3, opacity: 0.5)
        style.textAlignment = .natural
        #expect(throws: Never.self) { try style.validate() }
        #expect(!style.corners.contains(.topRight))
        #expect(CornerSet.all.rawValue == 15)
        #expect(LineBreakMode.allCases.filter(\.truncates) == [.truncateHead, .truncateMiddle, .truncateTail])
    }
}
