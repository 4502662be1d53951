/// How the cloud takes the tags it is given, as TTGTagCollectionView did: the same text may show
/// twice, and a tag without a style of its own wears the cloud's.
extension TagCloud {
    /// `newTags` as the cloud keeps them after `existing`: each in ``style`` and ``selectedStyle``
    /// where it has the default style and no selected style of its own, and each whose id is its
    /// text (a tag made without an id) renamed when a tag before it has that id — the text and
    /// the first free number after it, `"Swift 2"`. An id the app gave stays as given.
    func adopt(_ newTags: [TextTag], after existing: [TextTag]) -> [TextTag] {
        var taken = Set(existing.lazy.map(\.id))
        return newTags.map { tag in
            var tag = tag
            if tag.style == TextTagStyle() { tag.style = style }
            if tag.selectedStyle == nil { tag.selectedStyle = selectedStyle }
            let text = tag.content.string
            if tag.id == TagID(text) {
                var number = 2
                while taken.contains(tag.id) {
                    tag.id = TagID("\(text) \(number)")
                    number += 1
                }
            }
            taken.insert(tag.id)
            return tag
        }
    }
}
