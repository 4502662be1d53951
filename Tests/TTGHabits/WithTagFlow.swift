// The same habits against `import TagFlow` alone: the view's name says where the one object
// lives, TagCloud, whose members spell TTG's (WithTagFlowKit.swift); the engine's types name
// their TagFlow spellings. Checked by scripts/check-ttg-spellings.sh as WithTagFlowKit.swift is.
import TagFlow

let tagView = TextTagCollectionView()                                    // → import TagFlowKit
let layout = LayoutConfiguration(alignment: .fillByExpandingWidthExceptLastLine)   // → renamed to 'fillWidthExceptLastLine'
