import Testing
import TagFlow
import TagFlowRendering
@testable import TagFlowGTK

/// The theme's colours as the widget uses them (no display needed: the palette is plain values).
@Suite struct ThemePaletteTests {
    let light = ThemePalette.fallback
    /// Adwaita's dark variant in GTK 4.8.
    let dark = ThemePalette(
        foreground: TagColor(rgb: 0xEE, 0xEE, 0xEC), selectedBackground: TagColor(rgb: 0x15, 0x53, 0x9E),
        selectedForeground: .white, disabledForeground: TagColor(rgb: 0x91, 0x91, 0x90),
        windowBackground: TagColor(rgb: 0x24, 0x24, 0x24))

    @Test func aThemeIsDarkWhenItsTextIsLight() {
        #expect(!light.isDark)
        #expect(dark.isDark)
        #expect(TagColor.white.relativeLuminance == 1 && TagColor.black.relativeLuminance == 0)
        // Mid grey (#777) is darker than half in luminance: text that grey means a light theme.
        var grey = light
        grey.foreground = TagColor(rgb: 0x77, 0x77, 0x77)
        #expect(!grey.isDark)
    }

    @Test func theFocusRingIsGTKsInsideTheEdgeAndScalesWithTheText() {
        #expect(light.focusRing(scale: 1) == FocusRingAppearance(color: TagColor(rgb: 0x35, 0x84, 0xE4, alpha: 128), width: 2, offset: -2))
        #expect(dark.focusRing(scale: 1.5) == FocusRingAppearance(color: TagColor(rgb: 0x15, 0x53, 0x9E, alpha: 179), width: 3, offset: -3))
    }

    @Test func aSelectedTagWithoutItsOwnStyleTakesTheSelectionColours() {
        var style = TextTagStyle()
        style.gradient = TextTagStyle.Gradient(startColor: .white, endColor: .black)
        style.cornerRadius = 9
        let selected = light.selected(style)
        #expect(selected.backgroundColor == light.selectedBackground && selected.textColor == .white && selected.gradient == nil)
        #expect(selected.cornerRadius == 9)
    }

    @Test func disabledStylesAreDimmedInTheThemesInsensitiveColour() {
        var style = TextTagStyle()
        style.borderColor = TagColor(rgb: 10, 20, 30)
        var appearance = SceneAppearance.widgetLight
        appearance.disabledTextColor = light.disabledForeground
        let dimmed = appearance.disabled(style)
        #expect(dimmed.textColor == light.disabledForeground)
        #expect(dimmed.backgroundColor == TagColor(rgb: 0xE5, 0xE5, 0xEA, alpha: 127))
        #expect(dimmed.borderColor.alpha == 127 && dimmed.borderColor.red == 10)
    }

    @Test func theWidgetsAppearancesHaveNoBackgroundOfTheirOwn() {
        #expect(SceneAppearance.widgetLight.backgroundColor == nil)
        #expect(SceneAppearance.widgetDark.backgroundColor == nil)
        #expect(SceneAppearance.widgetDark.defaultStyleColors == SceneAppearance.dark.defaultStyleColors)
    }
}

@Suite struct ScrollingModeTests {
    @Test func theWidgetScrollsOnlyWhenAsked() {
        #expect(ScrollingMode.choose(vertical: true, viewportHeight: nil, hasOuterAdjustments: false) == .none)
        #expect(ScrollingMode.choose(vertical: true, viewportHeight: 200, hasOuterAdjustments: false) == .own(vertical: true))
        #expect(ScrollingMode.choose(vertical: false, viewportHeight: nil, hasOuterAdjustments: false) == .own(vertical: false))
        // An app's scrolled window wins over both.
        #expect(ScrollingMode.choose(vertical: true, viewportHeight: 200, hasOuterAdjustments: true) == .outer)
        #expect(ScrollingMode.choose(vertical: false, viewportHeight: nil, hasOuterAdjustments: true) == .outer)
    }
}
