// Code written as a TTGTagCollectionView 3.3 user writes it, against `import TagFlowKit`.
// scripts/check-ttg-spellings.sh type-checks it: a line marked `// ✓` must compile, a line
// marked `// → words` must fail with an error whose message contains the words (the TagFlow
// spelling), and no other line may have an error.
import TagFlowKit

final class FilterBar {
    let tagView = TextTagCollectionView()                               // → renamed to 'TagCloud'

    func configure() {
        tagView.alignment = .fillByExpandingWidth                        // → renamed to 'fillWidth'
        tagView.alignment = .fillByExpandingSpace                        // → renamed to 'spaceBetween'
        tagView.alignment = .center                                      // ✓
        tagView.scrollDirection = .horizontal                            // ✓
        tagView.numberOfLines = 0                                        // ✓
        tagView.horizontalSpacing = 8                                    // ✓
        tagView.verticalSpacing = 8                                      // ✓
        tagView.selectionLimit = 3                                       // ✓
        tagView.horizontalDistribution = .rowMajor                       // ✓
        tagView.enableTagReordering = true                               // → renamed to 'allowsReordering'
        tagView.enableSwipeSelection = true                              // → options.allowsSwipeSelection
        tagView.enableDragToDelete = true                                // → options.allowsDragToDelete
        tagView.enableTagSelection = false                               // → options.selectionMode = .none
        tagView.manualCalculateHeight = true                             // → size(forWidth:)
        tagView.delegate = self                                          // → there is no delegate
    }

    func fill() {
        let content = TextTagStringContent(text: "Swift")               // → TextTag("Swift", style: style)
        content.textColor = nil                                          // → style.textColor
        let style = TextTagStyle()                                       // ✓
        style.extraSpace = Size(width: 12, height: 6)                    // → renamed to 'padding'
        style.enableGradientBackground = true                            // → TextTagStyle.Gradient(startColor:endColor:)
        style.gradientBackgroundStartColor = TagColor.systemBlue         // → TagColor(hex: 0x007AFF)
        style.cornerTopLeft = false                                      // → corners = [
        style.shadowOpacity = 0.3                                        // → TextTagStyle.Shadow(
        var lineStyle = style                                            // ✓
        lineStyle.lineBreakMode = .byTruncatingTail                      // → renamed to 'truncateTail'
        lineStyle.numberOfLines = 2                                      // ✓
        let tag = TextTag(content: content, style: lineStyle)            // → TextTag("Swift", style: style)
        tag.selected = true                                              // → renamed to 'isSelected'
        tagView.add(tag: tag)                                            // → renamed to 'append(_:)'
        tagView.add(tags: [tag])                                         // → renamed to 'append(contentsOf:)'
        tagView.insert(tag: tag, at: 0)                                  // → renamed to 'insert(_:at:)'
        tagView.reload()                                                 // → not needed
        tagView.removeTag(byId: tag.tagId)                               // → renamed to 'remove(id:)'
        tagView.removeTag(at: 0)                                         // → renamed to 'remove(at:)'
        tagView.removeAllTags()                                          // → renamed to 'removeAll()'
        tagView.moveTag(at: 0, to: 1)                                    // → renamed to 'move(from:to:)'
        tagView.updateTag(at: 0, selected: true)                         // → setSelected(true, at: index)
    }

    func read() -> Int {
        let selected = tagView.allSelectedTags()                         // → selectedTags
        let all = tagView.allTags()                                      // → the tags property
        let first = tagView.getTag(at: 0)                                // → renamed to 'tag(at:)'
        let index = tagView.indexOfTag(byId: "Swift")                    // → renamed to 'index(ofID:)'
        tagView.scrollToTag(at: 3, position: .center, animated: true)    // → controller.scrollToTag(at:position:)
        return selected.count + all.count + (first == nil ? 0 : 1) + (index ?? 0)
    }
}

final class Screen: TextTagCollectionViewDelegate {                      // → there is no delegate
}

let red = TagColor(red: 1.0, green: 0.2, blue: 0.2)                      // ✓
let blue = TagColor(hex: 0x3478F6)                                       // ✓
