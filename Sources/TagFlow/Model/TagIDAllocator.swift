/// The ids of tags made from texts — a tag field's pieces, a bound list's items: a text's id is
/// the text, or the text with `#2`, `#3`… when that id is taken, by the caller's tags or by an id
/// this value gave before. It remembers the next number each text tries, so many repeats of one
/// text stay linear.
package struct TagIDAllocator {
    private var given: Set<TagID>
    private var nextSuffix: [String: Int] = [:]

    /// An allocator that will give about `count` ids.
    package init(reserving count: Int = 0) {
        given = Set(minimumCapacity: count)
    }

    /// The first free id for `text`, `isTaken` saying which ids the caller's tags hold; taken
    /// from now on.
    package mutating func id(for text: String, isTaken: (TagID) -> Bool = { _ in false }) -> TagID {
        var id = TagID(text)
        if !isTaken(id), given.insert(id).inserted { return id }
        var n = nextSuffix[text] ?? 2
        while isTaken(id) || given.contains(id) {
            id = TagID("\(text)#\(n)")
            n += 1
        }
        nextSuffix[text] = n
        given.insert(id)
        return id
    }
}
