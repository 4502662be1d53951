import Testing
import TagFlow
import TagFlowPango
import TagFlowRendering

/// The picture of a drag to delete: the zone's trash can, its words readable under a tag held
/// over it, and the empty slot the tag left.
@Suite struct DragPictureTests {
    static let blue = TagColor(rgb: 0x20, 0x60, 0xE0)
    static let zone = Rect(x: 0, y: 0, width: 300, height: 52)

    /// The count of pixels in `rect` that are (nearly) white.
    func whitePixels(_ image: RasterImage, in rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where close(image.pixel(x: x, y: y), .white, tolerance: 24) { count += 1 }
        }
        return count
    }

    @Test func theZoneShowsATrashCanInTheWordsColour() throws {
        var appearance = SceneAppearance()
        appearance.deleteZone.text = ""  // the icon alone, centred: a 15 pt square at the middle
        let builder = SceneBuilder(sizer: sharedSizer, appearance: appearance)
        let zone = try builder.deleteZone(frame: Self.zone, isHighlighted: false)
        #expect(zone.item.leadingIcon == .trashCan)
        let image = try decode(try exactCanvasRenderer.bytes(RenderScene(size: Self.zone.size, deleteZone: zone), format: .png(scale: 4)))
        // Icon square: x 142.5 … 157.5, y 18.5 … 33.5 (points); × 4 pixels.
        func at(_ u: Double, _ v: Double) -> TagColor? { image.pixel(x: Int((142.5 + 15 * u) * 4), y: Int((18.5 + 15 * v) * 4)) }
        #expect(close(at(0.5, 0.2), .white))     // the lid
        #expect(close(at(0.5, 0.92), .white))    // the bin's foot
        #expect(close(at(0.36, 0.6), appearance.deleteZone.backgroundColor, tolerance: 6))  // a slot: the fill shows
        #expect(close(at(0.05, 0.6), appearance.deleteZone.backgroundColor, tolerance: 6))  // beside the tapering bin
        // Without an icon, nothing is drawn there.
        appearance.deleteZone.icon = nil
        let plain = try SceneBuilder(sizer: sharedSizer, appearance: appearance).deleteZone(frame: Self.zone, isHighlighted: false)
        #expect(plain.item.leadingIcon == nil && plain.item.content == .plain(""))
    }

    @Test func theWordsStayReadableUnderATagHeldOverTheZone() throws {
        // An opaque blue tag right over the middle of the words.
        let zone = try sharedBuilder.deleteZone(frame: Self.zone, isHighlighted: true)
        let tag = TextTag("", style: plainStyle(background: Self.blue))
        let held = Rect(x: 110, y: 12, width: 80, height: 28)
        let words = Rect(x: 110, y: 14, width: 80, height: 24)
        let alone = try decode(try exactCanvasRenderer.bytes(RenderScene(size: Self.zone.size, deleteZone: zone), format: .png()))
        let covered = try decode(try exactCanvasRenderer.bytes(
            RenderScene(
                size: Self.zone.size, items: [try item(tag, frame: Rect(x: 0, y: 100, width: 80, height: 28))],
                liftedTag: RenderScene.LiftedTag(index: 0, frame: held, appearance: LiftAppearance(scale: 1)), deleteZone: zone),
            format: .png()))
        let before = whitePixels(alone, in: words)
        #expect(before > 60)
        #expect(whitePixels(covered, in: words) >= before * 9 / 10)
        // The tag is there, faded over the pink: neither blue nor pink.
        let faded = try #require(covered.pixel(x: 114, y: 36))
        let pink = SceneAppearance().deleteZone.highlightedBackgroundColor
        #expect(!close(faded, Self.blue, tolerance: 20) && !close(faded, pink, tolerance: 20))
        #expect(faded.blue > pink.blue + 40)
    }

    @Test func awayFromTheZoneATagIsDrawnWhole() throws {
        let zone = try sharedBuilder.deleteZone(frame: Self.zone, isHighlighted: false)
        let tag = TextTag("", style: plainStyle(background: Self.blue))
        let image = try decode(try exactCanvasRenderer.bytes(
            RenderScene(
                size: Self.zone.size, items: [try item(tag, frame: Rect(x: 0, y: 100, width: 80, height: 28))],
                liftedTag: RenderScene.LiftedTag(index: 0, frame: Rect(x: 110, y: 12, width: 80, height: 28), appearance: LiftAppearance(scale: 1)),
                deleteZone: zone),
            format: .png()))
        #expect(image.pixel(x: 114, y: 36) == Self.blue)
    }

    @Test func theWordsMoveToTheEndOfTheZoneAwayFromTheTag() throws {
        let right = try sharedBuilder.deleteZone(frame: Self.zone, isHighlighted: true, avoiding: Rect(x: 200, y: 10, width: 80, height: 28))
        let left = try sharedBuilder.deleteZone(frame: Self.zone, isHighlighted: true, avoiding: Rect(x: 20, y: 10, width: 80, height: 28))
        #expect(right.item.style.textAlignment == .left)
        #expect(left.item.style.textAlignment == .right)
        #expect(try sharedBuilder.deleteZone(frame: Self.zone, isHighlighted: true).item.style.textAlignment == .center)
    }

    @Test func theEmptySlotIsMarkedInTheTagsShape() throws {
        var style = plainStyle(background: Self.blue, radius: 10)
        style.padding = .zero
        let tag = TextTag("", style: style)
        let slot = Rect(x: 20, y: 20, width: 100, height: 40)
        var scene = RenderScene(
            size: Size(width: 200, height: 120), backgroundColor: .white, items: [try item(tag, frame: slot)],
            liftedTag: RenderScene.LiftedTag(index: 0, frame: Rect(x: 130, y: 70, width: 60, height: 40), slotFrame: slot))
        let image = try decode(try exactCanvasRenderer.bytes(scene, format: .png()))
        let look = try #require(LiftAppearance().slot)
        // Dashes along the top edge: some pixels the outline's grey, some the fill between dashes.
        let edge = (30..<110).map { image.pixel(x: $0, y: 20)! }
        #expect(edge.contains { close($0, look.borderColor, tolerance: 40) })
        #expect(edge.contains { $0.red > 0xF0 })
        // Inside: white under 4 % black, not the tag's blue.
        let inside = try #require(image.pixel(x: 70, y: 40))
        #expect(inside.red < 0xFF && inside.red > 0xF0 && inside.red == inside.blue)
        // Rounded like the tag: the corner pixel is the background.
        #expect(image.pixel(x: 20, y: 20) == .white)
        // No slot mark without a slot frame.
        scene.liftedTag?.slotFrame = nil
        #expect(try decode(try exactCanvasRenderer.bytes(scene, format: .png())).pixel(x: 70, y: 40) == .white)
    }

    @Test func aControllersSceneMarksTheSlotAndAvoidsTheTag() throws {
        var controller = try dragAndDeleteController()
        let slot = try #require(controller.frame(at: 1))
        try controller.handle(.pointerDown(slot.center, time: 0))
        try controller.handle(.tick(time: 0.4))
        try controller.handle(.pointerMove(Point(x: 250, y: 120), time: 0.5))
        let scene = try sharedBuilder.scene(of: controller)
        #expect(scene.liftedTag?.slotFrame == slot)
        #expect(scene.deleteZone?.isHighlighted == true)
        #expect(scene.deleteZone?.item.style.textAlignment == .left)
    }

    @Test func badLiftLooksAreRefused() throws {
        var scene = RenderScene(
            size: Size(width: 100, height: 100), items: [try item(TextTag("a"), frame: Rect(x: 0, y: 0, width: 20, height: 20))],
            liftedTag: RenderScene.LiftedTag(index: 0, frame: Rect(x: 0, y: 0, width: 20, height: 20), slotFrame: Rect(x: 0, y: 0, width: -1, height: 2)))
        #expect(thrownError { () throws(TagFlowError) in try scene.validate() }?.path == ["liftedTag", "slotFrame", "width"])
        scene.liftedTag?.slotFrame = nil
        scene.liftedTag?.appearance.opacityOverDeleteZone = 1.5
        #expect(thrownError { () throws(TagFlowError) in try scene.validate() }?.path == ["liftedTag", "appearance", "opacityOverDeleteZone"])
        scene.liftedTag?.appearance = LiftAppearance(slot: LiftAppearance.Slot(borderWidth: .nan))
        #expect(thrownError { () throws(TagFlowError) in try scene.validate() }?.path == ["liftedTag", "appearance", "slot", "borderWidth"])
        scene.liftedTag?.appearance = LiftAppearance()
        scene.items[0].leadingIcon = VectorPath([.move(to: Point(x: .infinity, y: 0))])
        #expect(thrownError { () throws(TagFlowError) in try scene.validate() }?.path == ["items", 0, "leadingIcon", "elements", 0])
    }
}
