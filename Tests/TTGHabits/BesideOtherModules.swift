// The habits' names beside the modules that own them for real: an available type wins over an
// unavailable one of the same name, so a file importing Foundation and Swift Testing with
// TagFlowKit uses their CGSize, CGFloat and Tag unqualified. Every line must compile.
import Foundation
import Testing
import TagFlowKit

extension Tag {                                                          // ✓
    @Tag static var layout: Self                                         // ✓
}

let size = CGSize(width: 12, height: 6)                                  // ✓
let spacing: CGFloat = size.width / 2                                    // ✓
let frame = CGRect(origin: .zero, size: size)                            // ✓
let tagSize = Size(width: Double(frame.width), height: Double(spacing))   // ✓
