// Code written from the names a Swift user reaches for first — TTG's prefix dropped, SwiftUI's
// and Core Graphics' words — against `import TagFlowKit`. Checked by
// scripts/check-ttg-spellings.sh as WithTagFlowKit.swift is.
import TagFlowKit

let view = TagCollectionView()                                           // → TagCloud()
let list = TagListView(frame: .zero)                                     // → TagCloud(width: 343)
let cloud = TextTagCollectionView(frame: .zero)                          // → renamed to 'TagCloud'
let tag = Tag("Swift")                                                   // → TextTag("Swift"
var style = TagStyle()                                                   // → renamed to 'TextTagStyle'
let blue = Color.blue                                                    // → TagColor(hex: 0x007AFF)
let orange = Color(red: 1.0, green: 0.6, blue: 0.0)                      // → TagColor(red: 0.2, green: 0.4, blue: 1.0)
let font = Font.system(size: 14)                                         // → TagFont(size: 14)
let insets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)      // → Insets(top: 4, left: 4, bottom: 4, right: 4)
let size = CGSize(width: 12, height: 6)                                  // → Size(width:height:)
let frame = CGRect(x: 0, y: 0, width: 343, height: 44)                   // → Rect(x:y:width:height:)
let point = CGPoint(x: 10, y: 10)                                        // → Point(x:y:)
let spacing: CGFloat = 8                                                 // → lengths are Double
let image = UIImage(named: "star")                                       // → TagImage(source:
let white = UIColor.white                                                // → renamed to 'TagColor.white'
let layout = TagCollectionLayout()                                       // → FlowLayout(configuration:
let real = TagCloud(["Swift", "Swift", "Linux"])                         // ✓
let color = TagColor(red: 1.0, green: 0.0, blue: 0.0)                    // ✓
let red = TagColor(red: 1, green: 0, blue: 0)                            // ⚠ TagColor(red: 1.0, green: 0.0, blue: 0.0) for fractions
let css = TagColor(red: 52, green: 120, blue: 246)                       // ⚠ TagColor(rgb: 255, 0, 0) for bytes
let bytes: UInt8 = 52
let data = TagColor(red: bytes, green: bytes, blue: bytes)               // → renamed to 'init(rgb:_:_:alpha:)'
