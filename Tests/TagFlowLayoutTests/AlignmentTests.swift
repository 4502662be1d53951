import Testing
import TagFlowLayout

@Suite("Alignment along the line")
struct AlignmentTests {
    /// Two lines: "a b c" (20 + 10 + 20 + 10 + 10 = 70 of 100) and "d" (30).
    let widths: [Double] = [20, 20, 10, 30]

    func layout(_ alignment: LayoutConfiguration.Alignment, _ direction: LayoutConfiguration.LayoutDirection = .leftToRight) throws -> String {
        try draw(widths, width: 100) {
            $0.alignment = alignment
            $0.layoutDirection = direction
        }
    }

    @Test func leading() throws {
        #expect(try layout(.leading) == "aa.bb.c...\n..........\nddd.......")
    }

    @Test func trailing() throws {
        #expect(try layout(.trailing) == "...aa.bb.c\n..........\n.......ddd")
    }

    @Test func leftAndRightAreLeadingAndTrailingInLeftToRight() throws {
        #expect(try layout(.left) == layout(.leading))
        #expect(try layout(.right) == layout(.trailing))
    }

    @Test func center() throws {
        // Free space 30 → 15 each side; 10 pt cells round 1.5 and 8.5 to the nearer even-ish cell.
        let result = try FlowLayout(configuration: configuration { $0.alignment = .center })
            .layout(items(widths), in: Size(width: 100, height: 0))
        #expect(result.frames[0].minX == 15)
        #expect(result.frames[2].maxX == 85)
        #expect(result.frames[3].minX == 35)
    }

    @Test func spaceBetween() throws {
        // Free 30 over 2 gaps: b at 45, c at 90.
        #expect(try layout(.spaceBetween) == "aa...bb..c\n..........\nddd.......")
    }

    @Test func spaceBetweenKeepsALoneItemAtTheLeadingEdge() throws {
        #expect(try layout(.spaceBetween, .rightToLeft).hasSuffix(".......ddd"))
    }

    @Test func spaceAround() throws {
        let result = try FlowLayout(configuration: configuration { $0.alignment = .spaceAround })
            .layout(items(widths), in: Size(width: 100, height: 0))
        // Free 30 over 3 items: 10 around each, 5 at each end.
        #expect(result.frames[0].minX == 5)
        #expect(result.frames[1].minX == 45)
        #expect(result.frames[2].minX == 85)
        #expect(result.frames[3].minX == 35)
    }

    @Test func spaceEvenly() throws {
        let result = try FlowLayout(configuration: configuration { $0.alignment = .spaceEvenly })
            .layout(items(widths), in: Size(width: 100, height: 0))
        // Free 30 over 4 spaces: 7.5 each.
        #expect(result.frames[0].minX == 7.5)
        #expect(result.frames[1].minX == 45)
        #expect(result.frames[2].minX == 82.5)
        #expect(result.frames[3].minX == 35)
    }

    @Test func fillWidthGrowsEveryItemOfEveryLine() throws {
        #expect(try layout(.fillWidth) == "aaa.bbb.cc\n..........\ndddddddddd")
    }

    @Test func fillWidthExceptLastLineLeavesTheLastLineNatural() throws {
        #expect(try layout(.fillWidthExceptLastLine) == "aaa.bbb.cc\n..........\nddd.......")
    }

    @Test func fillWidthExceptLastLineFillsAnOnlyLine() throws {
        let result = try FlowLayout(configuration: configuration { $0.alignment = .fillWidthExceptLastLine })
            .layout(items([20, 20]), in: Size(width: 100, height: 0))
        #expect(result.frames[0] == Rect(x: 0, y: 0, width: 45, height: 10))
        #expect(result.frames[1] == Rect(x: 55, y: 0, width: 45, height: 10))
    }

    @Test func rightToLeftMirrorsEveryAlignment() throws {
        #expect(try layout(.leading, .rightToLeft) == "...c.bb.aa\n..........\n.......ddd")
        #expect(try layout(.trailing, .rightToLeft) == "c.bb.aa...\n..........\nddd.......")
        #expect(try layout(.fillWidth, .rightToLeft) == "cc.bbb.aaa\n..........\ndddddddddd")
    }

    @Test func leftAndRightStayPhysicalInRightToLeftButKeepTheReadingOrder() throws {
        #expect(try layout(.left, .rightToLeft) == "c.bb.aa...\n..........\nddd.......")
        #expect(try layout(.right, .rightToLeft) == "...c.bb.aa\n..........\n.......ddd")
    }

    @Test func rightToLeftMirrorsWithinTheContentBoxKeepingInsetsPhysical() throws {
        let config = configuration {
            $0.layoutDirection = .rightToLeft
            $0.contentInset = Insets(left: 10, right: 30)
        }
        let result = try FlowLayout(configuration: config).layout(items([20]), in: Size(width: 100, height: 0))
        #expect(result.frames[0] == Rect(x: 50, y: 0, width: 20, height: 10))
    }
}
