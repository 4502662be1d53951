import CGtk
import TagFlow

/// GDK's keys as the field's (`TagFieldKey`), with the modifiers held; `nil` for keys the field
/// has no rule for and any key with Super, Meta or Hyper (a desktop shortcut). The keys it
/// shares with the collection are read as the collection reads them (`PointerTranslator`).
enum FieldKeys {
    static func key(forKeyval keyval: UInt32, modifiers: GdkModifierType) -> (key: TagFieldKey, held: KeyModifiers)? {
        guard let held = PointerTranslator.held(modifiers), let key = key(forKeyval: keyval) else { return nil }
        return (key, held)
    }

    private static func key(forKeyval keyval: UInt32) -> TagFieldKey? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Tab, GDK_KEY_KP_Tab: .tab
        case GDK_KEY_Escape: .escape
        case GDK_KEY_z, GDK_KEY_Z: .z
        default: PointerTranslator.key(forKeyval: keyval).flatMap { key in TagFieldKey.allCases.first { $0.collectionKey == key } }
        }
    }
}
