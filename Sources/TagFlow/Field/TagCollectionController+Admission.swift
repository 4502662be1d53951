/// The one policy every piece passes, however it arrives — typed, pasted (into a field or a
/// collection), picked, edited or undone — with the same refusals:
///
/// 1. the policy's transform (a piece it empties is refused as invalid);
/// 2. with `onlyKnownTags`, a known tag: a suggestion of the field's source (folded alike; the
///    piece becomes the suggestion as written), else refused as `unknown`;
/// 3. a duplicate, by `options.duplicates`, among the tags and the pieces added before it (an
///    edited tag apart from itself);
/// 4. the limit, `options.maximumCount` (an edit adds nothing, so it is not counted);
/// 5. the validator — refused, or with `addsInvalidTags` added as an invalid tag.
extension TagCollectionController {
    /// What the policy made of a list of pieces: the tags to insert (each with its invalid
    /// reason), the refused pieces as given, and the callbacks in the pieces' order.
    struct Admission {
        var accepted: [(tag: TextTag, reason: String?)] = []
        var refused: [String] = []
        let source: TagCollectionCallback.Source
        /// A refusal's callback, or `nil` standing for the next accepted tag's `didAdd`.
        var events: [TagCollectionCallback?] = []

        /// The callbacks once the accepted tags are inserted from `start` on, in the pieces' order.
        func callbacks(insertedAt start: Int) -> [TagCollectionCallback] {
            var k = 0
            return events.map { event in
                if let event { return event }
                let (tag, reason) = accepted[k]
                k += 1
                return .didAdd(index: start + k - 1, id: tag.id, text: TagField.text(of: tag), source: source, invalidReason: reason)
            }
        }
    }

    /// Judges `pieces` in order; a piece with a template (a copied tag) keeps the template's
    /// style and details under a free id, else it is a new tag in `options.tagStyle`. `known`
    /// answers `onlyKnownTags` (none known without it).
    func admit(
        _ pieces: [(text: String, template: TextTag?)], source: TagCollectionCallback.Source, known: (String) -> String? = { _ in nil }
    ) -> Admission {
        var admission = Admission(source: source)
        var keys = duplicateKeys(reserving: pieces.count)
        admission.accepted.reserveCapacity(pieces.count)
        admission.events.reserveCapacity(pieces.count)
        var ids = TagIDAllocator(reserving: pieces.count)
        for (piece, template) in pieces {
            switch judge(piece, keys: keys, adding: admission.accepted.count, known: known) {
            case .refuse(let text, let reason):
                admission.refused.append(piece)
                admission.events.append(.didRefuse(text: text, reason: reason, source: source))
            case .accept(let text, let reason, let key):
                let tag = makeTag(text, like: template, invalidReason: reason, ids: &ids)
                // The key the judgement folded: a piece is folded once.
                if let key { keys[key] = tag.id }
                admission.accepted.append((tag, reason))
                admission.events.append(nil)
            }
        }
        return admission
    }

    enum Verdict {
        /// The accepted text, its invalid reason, and its duplicate key (`nil`: duplicates
        /// allowed).
        case accept(String, invalidReason: String?, key: DuplicateKey?)
        case refuse(String, TagCollectionCallback.Refusal)
    }

    /// What the policy says of one piece, `adding` pieces already accepted in this call (an
    /// edit, which adds nothing, skips the limit).
    func judge(
        _ piece: String, keys: [DuplicateKey: TagID], adding: Int, checksLimit: Bool = true, known: (String) -> String?
    ) -> Verdict {
        var text = TagFieldTokenizer.cleanedAndTrimmed(policy.transform?(piece) ?? piece)
        guard !text.isEmpty else { return .refuse(piece, .invalid("the transform left no text")) }
        if options.onlyKnownTags {
            guard let knownText = known(text) else { return .refuse(text, .unknown) }
            text = knownText
        }
        // Never a tag no text engine should be handed (the marks of a paste joined to the draft's).
        if let problem = TagField.textProblem(text) { return .refuse(text, .invalid(problem)) }
        let key = duplicateKey(text)
        if let key, let existing = keys[key] { return .refuse(text, .duplicate(of: existing)) }
        if checksLimit, let limit = options.maximumCount, count + adding >= limit { return .refuse(text, .limit(limit)) }
        if let reason = policy.validate?(text) {
            return options.addsInvalidTags ? .accept(text, invalidReason: reason, key: key) : .refuse(text, .invalid(reason))
        }
        return .accept(text, invalidReason: nil, key: key)
    }

    /// What a text is compared by under the duplicate rule: its folded UTF-8, or (exact) the
    /// text itself, whose equality and hashing are canonical-equivalence aware.
    enum DuplicateKey: Hashable {
        case folded([UInt8])
        case exact(String)

        /// Folded bytes hashed eight at a time: hashing them one by one was most of a lookup.
        func hash(into hasher: inout Hasher) {
            switch self {
            case .folded(let bytes):
                hasher.combine(bytes.count)
                var word: UInt64 = 0
                for (k, byte) in bytes.enumerated() {
                    word = word << 8 | UInt64(byte)
                    if k & 7 == 7 {
                        hasher.combine(word)
                        word = 0
                    }
                }
                hasher.combine(word)
            case .exact(let text):
                hasher.combine(text)
            }
        }
    }

    /// The duplicate key of every tag in the field but `excluded`, to the tag's id, with room
    /// for `reserving` more.
    func duplicateKeys(excluding excluded: TagID? = nil, reserving: Int = 0) -> [DuplicateKey: TagID] {
        guard options.duplicates != .allowed else { return [:] }
        var keys: [DuplicateKey: TagID] = [:]
        keys.reserveCapacity(count + reserving)
        for tag in tags where tag.id != excluded {
            if let key = duplicateKey(TagField.text(of: tag)), keys[key] == nil { keys[key] = tag.id }
        }
        return keys
    }

    /// What `text` is compared by under the duplicate rule (`nil`: duplicates allowed).
    func duplicateKey(_ text: String) -> DuplicateKey? {
        switch options.duplicates {
        case .folded:
            var bytes: [UInt8] = []
            TextFolding.appendFolded(text, to: &bytes)
            return .folded(bytes)
        case .exact: return .exact(text)
        case .allowed: return nil
        }
    }

    /// A new tag for `text` (`template`'s style and details when given), its id the first free
    /// one (`TagIDAllocator`: the text, else `#2`…).
    func makeTag(_ text: String, like template: TextTag? = nil, invalidReason: String?, ids: inout TagIDAllocator) -> TextTag {
        var tag = TextTag(text, id: freeID(for: text, ids: &ids), style: options.tagStyle)
        if var copied = template {
            copied.id = tag.id
            // Runs and their fonts stay unless the policy changed the text.
            if TagField.text(of: copied) != text { copied.content = .text(.plain(text), leadingImage: copied.content.leadingImage) }
            tag = copied
        }
        if let invalidReason { markInvalid(&tag, reason: invalidReason) }
        return tag
    }

    /// The first id for `text` that no tag of the collection holds and `ids` has not given.
    func freeID(for text: String, ids: inout TagIDAllocator) -> TagID {
        ids.id(for: text) { index(ofID: $0) != nil }
    }

    /// Draws `tag` as invalid, its reason its accessible hint.
    func markInvalid(_ tag: inout TextTag, reason: String) {
        tag.style = options.invalidStyle ?? Self.invalidStyle(from: options.tagStyle)
        tag.accessibility.hint = reason
    }

    /// An invalid tag's style when none is set: the tag style with a red border and red text.
    static func invalidStyle(from style: TextTagStyle) -> TextTagStyle {
        var invalid = style
        invalid.borderWidth = max(style.borderWidth, 1)
        invalid.borderColor = TagColor(hex: 0xC01C28)
        invalid.textColor = TagColor(hex: 0xC01C28)
        return invalid
    }
}
