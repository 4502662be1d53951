#if canImport(Glibc)
import Glibc
#endif
import CGtk
import FlowBoxReference
import TagFlow
import TagFlowGTK

/// The widget beside GtkFlowBox and headless TagFlow in one process: rounds that build each
/// (with the first allocation), lay it out again at a new width and free it, in an order that
/// alternates from round to round, timed in the main thread's CPU time; and the resident memory
/// a collection adds to a process.
@MainActor
public enum SideBySide {
    /// The thread CPU time of each contender's phases in one round, in nanoseconds.
    public struct Round: Sendable {
        public var build: [Contender: Int] = [:]
        public var relayout: [Contender: Int] = [:]
    }

    /// The desktop's interface font both contenders show their text in, published as GNOME's
    /// settings daemon publishes it (XSETTINGS `Gtk/FontName` becomes GtkSettings' `gtk-font-name`).
    public static let desktopFont = "Noto Sans 11"

    /// Starts GTK on the display (the benchmarks run under Xvfb when there is none), publishes
    /// the desktop's font and puts the reference's style in place. With `screenReader`, an
    /// assistive technology counts as listening (`ACCESSIBILITY_ENABLED=1`, as Orca's session
    /// sets): the widget mirrors its tags for it.
    public static func start(screenReader: Bool = false) {
        if screenReader { setenv("ACCESSIBILITY_ENABLED", "1", 1) }
        do {
            try GTKInit.start(programName: "tagflow-benchmarks")
        } catch {
            fatalError("\(error)")
        }
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
        g_value_set_string(&value, desktopFont)
        g_object_set_property(UnsafeMutableRawPointer(gtk_settings_get_default())?.assumingMemoryBound(to: GObject.self), "gtk-font-name", &value)
        g_value_unset(&value)
        flowbox_reference_install_style()
    }

    /// Round `index` over `texts`: every contender built, laid out again and freed.
    public static func round(_ texts: [String], index: Int) throws -> Round {
        var round = Round()
        let order = index % 2 == 0 ? Contender.allCases : Contender.allCases.reversed()
        for contender in order {
            let (build, built) = try ProcessClock.measure { try contender.build(texts) }
            let (relayout, _) = try ProcessClock.measure { try built.relayout() }
            built.free()
            settle()
            round.build[contender] = build
            round.relayout[contender] = relayout
        }
        return round
    }

    /// The resident memory `contender`'s collection of `texts` adds once built and allocated, in
    /// KiB, and the thread time the build took: the first collection of the process, so its text
    /// engine's set-up counts (GTK's font map for GtkFlowBox and the widget, the bundled fonts for
    /// headless TagFlow); with `afterWarmUp`, a collection of ten other tags of the same contender
    /// was built first, so only the collection's own memory counts.
    public static func residentGrowth(of contender: Contender, _ texts: [String], afterWarmUp: Bool) throws -> (kibibytes: Int, nanoseconds: Int) {
        if afterWarmUp {
            _ = try contender.build(ComparisonTexts.make(10, round: 998))
            settle()
        }
        let before = ProcessClock.residentKibibytes() ?? 0
        let (time, built) = try ProcessClock.measure { try contender.build(texts) }
        settle()
        let after = ProcessClock.residentKibibytes() ?? 0
        withExtendedLifetime(built) {}
        return (after - before, time)
    }

    /// Builds (and frees) `contender`'s collection `calls` times, or builds it once and lays it
    /// out `calls` times, at the relayout width and back in turn: for instruction counts. With
    /// `first-relayout`, each of the `calls` builds is laid out again once, as in a round: for a
    /// profiler (`perf record`), which tells the relayout's samples by its stack.
    public static func repeatPhase(_ phase: String, of contender: Contender, count: Int, calls: Int) throws {
        // New texts for every build, made before any (as many sets whatever `calls`, so that the
        // difference between two runs is builds only): a text measured once is never measured
        // again by the widget's shared engine, where each GtkLabel measures its own.
        if phase == "build" || phase == "first-relayout" {
            let rounds = (0..<max(calls, 4)).map { ComparisonTexts.make(count, round: $0 + 1) }
            for call in 0..<calls {
                let built = try contender.build(rounds[call])
                if phase == "first-relayout" { try built.relayout() }
                built.free()
                settle()
            }
            return
        }
        // One collection laid out again and again: one set of texts, whatever `calls`.
        let built = try contender.build(ComparisonTexts.make(count, round: 1))
        for call in 0..<calls { try built.relayout(wide: call % 2 == 1) }
        built.free()
    }

    /// Runs GLib's pending work (idle destruction, queued style changes) before the next step.
    static func settle() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
