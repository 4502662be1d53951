/// A file name as messages show it: as it is when it is plain — at most `shownFileNameLength`
/// characters, none of which a message escapes (`quoted(_:limit:)`: quotes, backslashes,
/// controls, separators, bidi controls) — else quoted like a value, escaped and cut after
/// `shownFileNameLength` characters, so a name holding a newline or a 100 KB name still makes one
/// short line.
package func shownFileName(_ name: String) -> String {
    let quotedName = quoted(name, limit: shownFileNameLength)
    return quotedName.utf8.count == name.utf8.count + 2 ? name : quotedName
}

/// The most characters of a file name a message shows: 256, a whole path of ordinary length.
package let shownFileNameLength = 256
