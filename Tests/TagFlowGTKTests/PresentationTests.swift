import Testing
import TagFlow
@testable import TagFlowGTK

@Suite struct TransitionAnimatorTests {
    let a = Rect(x: 0, y: 0, width: 40, height: 20)
    let b = Rect(x: 100, y: 50, width: 60, height: 20)

    func transition(_ entries: [TagTransition]) -> LayoutTransition {
        LayoutTransition(entries: entries, contentSizeBefore: .zero, contentSizeAfter: .zero)
    }

    @Test func aMovedTagEasesOutToItsNewFrameIn200Milliseconds() {
        var animator = TransitionAnimator()
        animator.begin(transition([TagTransition(id: "x", before: a, after: b, kind: .moved)]), at: 1)
        #expect(animator.isRunning)
        #expect(animator.frame(of: "x", at: 1) == a)
        // Ease-out cubic: at half time, 1 − 0.5³ = 87.5 % of the way.
        let half = animator.frame(of: "x", at: 1.1)!
        #expect(abs(half.x - 87.5) < 1e-9 && abs(half.width - 57.5) < 1e-9)
        #expect(animator.frame(of: "x", at: 1.2) == b)
        animator.advance(to: 1.19)
        #expect(animator.isRunning)
        animator.advance(to: 1.2)
        #expect(!animator.isRunning)
        #expect(animator.frame(of: "x", at: 1.25) == nil)
    }

    @Test func insertedRemovedAndUnchangedTagsDoNotMove() {
        var animator = TransitionAnimator()
        animator.begin(
            transition([
                TagTransition(id: "new", before: nil, after: b, kind: .inserted),
                TagTransition(id: "same", before: a, after: a, kind: .unchanged),
                TagTransition(id: "shown", before: nil, after: a, kind: .moved),
                TagTransition(id: "gone", before: a, after: nil, kind: .removed),
            ]), at: 0)
        #expect(!animator.isRunning)
    }

    @Test func anInterruptedMoveStartsAgainFromWhereTheTagIsDrawn() {
        var animator = TransitionAnimator()
        animator.begin(moving: "x", from: a, to: b, at: 0)
        let midway = animator.frame(of: "x", at: 0.1)!
        let c = Rect(x: 0, y: 200, width: 40, height: 20)
        animator.begin(moving: "x", from: b, to: c, at: 0.1)
        #expect(animator.frame(of: "x", at: 0.1) == midway)
        #expect(animator.frame(of: "x", at: 0.3) == c)
        animator.stop()
        #expect(!animator.isRunning)
    }
}

@Suite struct DesktopSettingsTests {
    @Test func textScaleComesFromTheXftDPI() {
        #expect(DesktopSettings.textScale(xftDPI: 98_304) == 1)  // 96 dpi
        #expect(DesktopSettings.textScale(xftDPI: 122_880) == 1.25)  // GNOME's Large Text
        #expect(DesktopSettings.textScale(xftDPI: -1) == 1)  // unset
        var settings = DesktopSettings()
        settings.textScale = 1.25
        #expect(settings.textSizeCategory == .extraExtraLarge)
    }
}

@Suite struct FrameStatisticsTests {
    @Test func summariesAreInMilliseconds() {
        let summary = FrameStatistics.Summary((1...20).map { Double($0) / 1000 })
        #expect(summary.count == 20)
        #expect(summary.mean == 10.5)
        #expect(summary.median == 11)
        #expect(summary.percentile95 == 19)
        #expect(summary.maximum == 20)
        #expect(FrameStatistics.Summary([]).count == 0)
    }

    @Test func listsKeepTheirLatestValues() {
        var statistics = FrameStatistics()
        for i in 0..<(FrameStatistics.capacity + 5) { statistics.record(Double(i), in: \.drawDurations) }
        #expect(statistics.drawDurations.count <= FrameStatistics.capacity)
        #expect(statistics.drawDurations.last == Double(FrameStatistics.capacity + 4))
    }
}
