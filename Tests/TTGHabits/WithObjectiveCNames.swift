// Code written from the habits of TTGTagCollectionView's Objective-C users and its 2.x docs: the
// class names and selectors as Swift imports them, and UIKit's types, against `import TagFlowKit`.
// Checked by scripts/check-ttg-spellings.sh as WithTagFlowKit.swift is.
import TagFlowKit

final class LabelsCell {
    let tagView = TTGTextTagCollectionView(frame: .zero)                 // → renamed to 'TagCloud'

    func fill(with labels: [String]) {
        let style = TTGTextTagStyle()                                    // → renamed to 'TextTagStyle'
        let brand = UIColor.systemBlue                                   // → TagColor(hex: 0x007AFF)
        style.extraSpace = CGSize(width: 12, height: 6)                  // → Size(width: 12, height: 6)
        let content = TTGTextTagStringContent(text: labels[0])           // → TextTag("Swift", style: style)
        content.textFont = UIFont.systemFont(ofSize: 14)                 // → TagFont(size: 14)
        let tag = TTGTextTag(content: content, style: style)             // → renamed to 'TextTag'
        tagView.addTag(tag)                                              // → renamed to 'append(_:)'
        tagView.addTags([tag])                                           // → renamed to 'append(contentsOf:)'
        tagView.insertTag(tag, at: 0)                                    // → renamed to 'insert(_:at:)'
        tagView.removeTag(tag)                                           // → remove(id: tag.id)
        tagView.removeAllTags()                                          // → renamed to 'removeAll()'
        tagView.reload()                                                 // → not needed
        tagView.contentInset = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)   // → to type 'Insets'
        tagView.alignment = TTGTagCollectionAlignment.fillByExpandingWidth          // → renamed to 'LayoutConfiguration.Alignment'
        tagView.numberOfLines = 2                                        // ✓
    }

    func read() -> Int {
        let unselected = tagView.allNotSelectedTags()                    // → tags.filter { !$0.isSelected }
        let first = tagView.getTag(at: 0)                                // → renamed to 'tag(at:)'
        let height = TTGTextTagCollectionView.contentSize(for: [], width: 300, scrollDirection: .vertical, alignment: .left, numberOfLines: 0, horizontalSpacing: 4, verticalSpacing: 4, contentInset: UIEdgeInsets.zero)   // → sizes(ofRows:forWidth:)
        return unselected.count + (first == nil ? 0 : 1) + Int(height.height)
    }
}

final class Screen: TTGTextTagCollectionViewDelegate {                   // → there is no delegate
}
