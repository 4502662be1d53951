import CGtk
import TagFlow

/// GDK's keys as the field's (`InputEvent.Key`), with the modifiers held; `nil` for keys the field
/// has no rule for and any key with Super, Meta or Hyper (a desktop shortcut). The keys it
/// shares with the collection are read as the collection reads them (`PointerTranslator`).
enum FieldKeys {
    static func key(forKeyval keyval: UInt32, modifiers: GdkModifierType) -> (key: InputEvent.Key, held: KeyModifiers)? {
        guard let held = PointerTranslator.held(modifiers), let key = key(forKeyval: keyval) else { return nil }
        return (key, held)
    }

    private static func key(forKeyval keyval: UInt32) -> InputEvent.Key? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Tab, GDK_KEY_KP_Tab: .tab
        case GDK_KEY_Escape: .escape
        case GDK_KEY_z, GDK_KEY_Z: .z
        default:
            // The collection's keys the field has a rule for; the others stay the collection's.
            PointerTranslator.key(forKeyval: keyval).flatMap { [.a, .pageUp, .pageDown, .contextMenu].contains($0) ? nil : $0 }
        }
    }
}
