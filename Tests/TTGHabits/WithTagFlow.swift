// The same habits against `import TagFlow` alone: the view's name and members say where the one
// object lives. Checked by scripts/check-ttg-spellings.sh as WithTagFlowKit.swift is.
import TagFlow

let tagView = TextTagCollectionView()                                    // → import TagFlowKit
tagView.alignment = .fillByExpandingWidth                                // → TagCloud's alignment
tagView.numberOfLines = 0                                                // → TagCloud's numberOfLines
tagView.selectionLimit = 2                                               // → TagCloud's selectionLimit
tagView.add(tag: TextTag("Swift"))                                       // → TagCloud's append(_:)
tagView.reload()                                                         // → not needed
tagView.removeTag(byId: "Swift")                                         // → TagCloud's remove(id:)
_ = tagView.allSelectedTags()                                            // → TagCloud's selectedTags
tagView.scrollToTag(at: 0, position: .center, animated: true)            // → TagCollectionController.scrollToTag(at:position:)
var controller: TagCollectionController? = nil                           // ✓
controller?.add(tag: TextTag("Linux"))                                   // → renamed to 'append(_:)'
controller?.reload()                                                     // → not needed
_ = controller?.allSelectedTags()                                        // → the selectedTags property
let layout = LayoutConfiguration(alignment: .fillByExpandingWidthExceptLastLine)   // → renamed to 'fillWidthExceptLastLine'
