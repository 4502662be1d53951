import CGtk
import TagFlow

/// GDK's keys as the field's (`TagFieldKey`), with the modifiers held; `nil` for keys the field
/// has no rule for and any key with Super, Meta or Hyper (a desktop shortcut).
enum FieldKeys {
    static func key(forKeyval keyval: UInt32, modifiers: GdkModifierType) -> (key: TagFieldKey, held: KeyModifiers)? {
        let desktopModifiers = GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue | GDK_HYPER_MASK.rawValue
        guard modifiers.rawValue & desktopModifiers == 0, let key = key(forKeyval: keyval) else { return nil }
        var held: KeyModifiers = []
        if modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 { held.insert(.shift) }
        if modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 { held.insert(.control) }
        if modifiers.rawValue & GDK_ALT_MASK.rawValue != 0 { held.insert(.alt) }
        return (key, held)
    }

    private static func key(forKeyval keyval: UInt32) -> TagFieldKey? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .return
        case GDK_KEY_Tab, GDK_KEY_KP_Tab: .tab
        case GDK_KEY_Escape: .escape
        case GDK_KEY_BackSpace: .backspace
        case GDK_KEY_Delete, GDK_KEY_KP_Delete: .delete
        case GDK_KEY_space, GDK_KEY_KP_Space: .space
        case GDK_KEY_z, GDK_KEY_Z: .z
        default: nil
        }
    }
}
