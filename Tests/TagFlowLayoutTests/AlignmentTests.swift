import Testing
import TagFlowLayout

@Suite("Alignment along the line")
struct AlignmentTests {
    /// Two lines: "a b c" (20 + 10 + 20 + 10 + 10 = 70 of 100) and "d" (30).
    let widths: [Double] = [20, 20, 10, 30]

    func layout(
        _ alignment: LayoutConfiguration.Alignment, _ direction: LayoutConfiguration.LayoutDirection = .leftToRight,
        unit: Double = 10
    ) throws -> String {
        try draw(widths, width: 100, unit: unit) {
            $0.alignment = alignment
            $0.layoutDirection = direction
        }
    }

    @Test func leading() throws {
        #expect(try layout(.leading) == """
            aa.bb.c...
            ..........
            ddd.......
            """)
    }

    @Test func trailing() throws {
        #expect(try layout(.trailing) == """
            ...aa.bb.c
            ..........
            .......ddd
            """)
    }

    @Test func leftAndRightAreLeadingAndTrailingInLeftToRight() throws {
        #expect(try layout(.left) == layout(.leading))
        #expect(try layout(.right) == layout(.trailing))
    }

    @Test func center() throws {
        // Free space 30 → 15 on each side of the first line, 35 of the second (5 pt cells).
        #expect(try layout(.center, unit: 5) == """
            ...aaaa..bbbb..cc...
            ...aaaa..bbbb..cc...
            ....................
            ....................
            .......dddddd.......
            .......dddddd.......
            """)
    }

    @Test func spaceBetween() throws {
        // Free 30 over 2 gaps: b at 45, c at 90.
        #expect(try layout(.spaceBetween) == """
            aa...bb..c
            ..........
            ddd.......
            """)
    }

    @Test func spaceBetweenKeepsALoneItemAtTheLeadingEdge() throws {
        #expect(try layout(.spaceBetween, .rightToLeft).hasSuffix(".......ddd"))
    }

    @Test func spaceAround() throws {
        // Free 30 over 3 items: 10 around each, so 5 at each end and 10 more in each gap (5 pt cells).
        #expect(try layout(.spaceAround, unit: 5) == """
            .aaaa....bbbb....cc.
            .aaaa....bbbb....cc.
            ....................
            ....................
            .......dddddd.......
            .......dddddd.......
            """)
    }

    @Test func spaceEvenly() throws {
        // Free 30 over 4 spaces: 7.5 each (2.5 pt cells, one row per 5 pt).
        let result = try FlowLayout(configuration: configuration { $0.alignment = .spaceEvenly })
            .layout(items(widths), in: Size(width: 100, height: 0))
        #expect(picture(result, width: 100, unit: 2.5).split(separator: "\n").enumerated().filter { $0.offset % 2 == 0 }
            .map(\.element) == [
                "...aaaaaaaa.......bbbbbbbb.......cccc...",
                "...aaaaaaaa.......bbbbbbbb.......cccc...",
                "........................................",
                "........................................",
                "..............dddddddddddd..............",
                "..............dddddddddddd..............",
            ])
    }

    @Test func fillWidthGrowsEveryItemOfEveryLine() throws {
        #expect(try layout(.fillWidth) == """
            aaa.bbb.cc
            ..........
            dddddddddd
            """)
    }

    @Test func fillWidthExceptLastLineLeavesTheLastLineNatural() throws {
        #expect(try layout(.fillWidthExceptLastLine) == """
            aaa.bbb.cc
            ..........
            ddd.......
            """)
    }

    @Test func fillWidthExceptLastLineFillsAnOnlyLine() throws {
        // Each item grows by (100 − 50) / 2 = 25 (5 pt cells).
        #expect(try draw([20, 20], width: 100, unit: 5) { $0.alignment = .fillWidthExceptLastLine } == """
            aaaaaaaaa..bbbbbbbbb
            aaaaaaaaa..bbbbbbbbb
            """)
    }

    @Test func fillWidthExceptLastLineFillsAnOnlyLineOfOneItem() throws {
        // The only line is not "the last of several": its one item takes the whole width.
        #expect(try draw([30], width: 100) { $0.alignment = .fillWidthExceptLastLine } == "aaaaaaaaaa")
        #expect(try draw([30], width: 100) { $0.alignment = .fillWidthExceptLastLine; $0.layoutDirection = .rightToLeft }
            == "aaaaaaaaaa")
        // With a second line, the last one keeps its natural width even when it is alone.
        #expect(try draw([30, 90], width: 100) { $0.alignment = .fillWidthExceptLastLine } == """
            aaaaaaaaaa
            ..........
            bbbbbbbbb.
            """)
    }

    @Test func rightToLeftMirrorsEveryAlignment() throws {
        #expect(try layout(.leading, .rightToLeft) == """
            ...c.bb.aa
            ..........
            .......ddd
            """)
        #expect(try layout(.trailing, .rightToLeft) == """
            c.bb.aa...
            ..........
            ddd.......
            """)
        #expect(try layout(.fillWidth, .rightToLeft) == """
            cc.bbb.aaa
            ..........
            dddddddddd
            """)
    }

    @Test func leftAndRightStayPhysicalInRightToLeftButKeepTheReadingOrder() throws {
        #expect(try layout(.left, .rightToLeft) == """
            c.bb.aa...
            ..........
            ddd.......
            """)
        #expect(try layout(.right, .rightToLeft) == """
            ...c.bb.aa
            ..........
            .......ddd
            """)
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
