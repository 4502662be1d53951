import Testing
import TagFlow

/// `KeyCommand`: the keys table, every key with every modifier, both directions; and which
/// commands apply under which options (`keyCommand(for:modifiers:)`).
@Suite(.tags(.component)) struct KeyTableTests {
    func command(_ key: InputEvent.Key, _ modifiers: KeyModifiers = [], _ direction: LayoutConfiguration.LayoutDirection = .leftToRight) -> KeyCommand? {
        KeyCommand(key: key, modifiers: modifiers, direction: direction)
    }

    @Test func navigationKeysMoveFocusAndModifiersSaySelectOrNot() {
        let moves: [(InputEvent.Key, KeyCommand.Move)] = [
            (.left, .previous), (.right, .next), (.up, .lineAbove), (.down, .lineBelow), (.home, .first), (.end, .last),
            (.pageUp, .pageBack), (.pageDown, .pageForward),
        ]
        for (key, move) in moves {
            #expect(command(key) == .moveFocus(move, .plain), "\(key)")
            #expect(command(key, .shift) == .moveFocus(move, .extend), "\(key)")
            #expect(command(key, .control) == .moveFocus(move, .focusOnly), "\(key)")
            #expect(command(key, [.control, .shift]) == .moveFocus(move, .extend), "\(key)")
        }
    }

    @Test func rightToLeftMirrorsTheHorizontalKeysOnly() {
        #expect(command(.left, [], .rightToLeft) == .moveFocus(.next, .plain))
        #expect(command(.right, [], .rightToLeft) == .moveFocus(.previous, .plain))
        #expect(command(.left, .alt, .rightToLeft) == .moveTag(earlier: false))
        #expect(command(.right, .alt, .rightToLeft) == .moveTag(earlier: true))
        #expect(command(.up, [], .rightToLeft) == .moveFocus(.lineAbove, .plain))
        #expect(command(.home, [], .rightToLeft) == .moveFocus(.first, .plain))
    }

    @Test func altWithAnArrowMovesTheTagAndTakesNothingElse() {
        #expect(command(.left, .alt) == .moveTag(earlier: true))
        #expect(command(.up, .alt) == .moveTag(earlier: true))
        #expect(command(.right, .alt) == .moveTag(earlier: false))
        #expect(command(.down, .alt) == .moveTag(earlier: false))
        for key in [InputEvent.Key.home, .end, .pageUp, .pageDown, .space, .return, .delete, .a, .contextMenu] {
            #expect(command(key, .alt) == nil, "\(key)")
        }
        #expect(command(.left, [.alt, .shift]) == nil)
        #expect(command(.left, [.alt, .control]) == nil)
    }

    @Test func theOtherKeys() {
        #expect(command(.space) == .toggle)
        #expect(command(.space, .control) == .toggle)
        #expect(command(.space, .shift) == .toggle)
        #expect(command(.return) == .activate)
        #expect(command(.return, .control) == nil)
        #expect(command(.return, .shift) == nil)
        #expect(command(.delete) == .remove)
        #expect(command(.backspace) == .remove)
        #expect(command(.backspace, .shift) == .remove)
        #expect(command(.delete, .control) == nil)
        #expect(command(.a) == nil)
        #expect(command(.a, .shift) == nil)
        #expect(command(.a, .control) == .selectAll)
        #expect(command(.a, [.control, .shift]) == .deselectAll)
        #expect(command(.contextMenu) == .contextMenu)
        #expect(command(.contextMenu, .shift) == nil)
    }

    @Test func commandsTheOptionsRuleOutAreNotTheComponents() throws {
        var c = try gridController(4)
        #expect(c.keyCommand(for: .delete) == nil)  // nothing can be removed
        #expect(c.keyCommand(for: .left, modifiers: .alt) == nil)  // no reordering
        #expect(c.keyCommand(for: .a, modifiers: .control) == .selectAll)
        var options = TagCollectionOptions(selectionMode: .single, allowsReordering: true, removeButton: .init())
        try c.setOptions(options)
        #expect(c.keyCommand(for: .delete) == .remove)
        #expect(c.keyCommand(for: .left, modifiers: .alt) == .moveTag(earlier: true))
        #expect(c.keyCommand(for: .a, modifiers: .control) == nil)  // select all is multiple selection's
        try c.setSortOrder(.text())
        #expect(c.keyCommand(for: .left, modifiers: .alt) == nil)  // the sort decides the order
        options.selectionMode = .none
        try c.setOptions(options)
        #expect(c.keyCommand(for: .a, modifiers: [.control, .shift]) == nil)
        #expect(c.keyCommand(for: .return, modifiers: .control) == nil)  // a shortcut: the front end's
        #expect(c.keyCommand(for: .return) == .activate)
    }
}
