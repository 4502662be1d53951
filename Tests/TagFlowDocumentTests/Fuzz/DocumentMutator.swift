import TagFlowJSON

/// Makes new documents out of seed documents, deterministically from its generator.
///
/// Most mutations know JSON's structure — a value replaced by one from `FuzzDictionary` or by a
/// piece of another seed, a member dropped or added, an array element repeated — so they reach
/// the decoders and the engines behind the parser; a minority work on the bytes (a token planted,
/// a byte flipped, a piece cut or doubled) and test the parser itself.
struct DocumentMutator {
    var random: SeededGenerator
    /// The seeds pieces are taken from.
    let seeds: [JSONValue]

    /// A mutated copy of `seed`, as the bytes a command reads.
    mutating func bytes(from seed: JSONValue) -> [UInt8] {
        var value = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) { value = mutated(value) }
        var bytes = Array(((try? JSONWriter.write(value)) ?? "{}").utf8)
        if Int.random(in: 0..<5, using: &random) == 0 { bytes = mutatedBytes(bytes) }
        return bytes
    }

    // MARK: - Structure

    /// `value` with one mutation at a node chosen uniformly among all its nodes.
    mutating func mutated(_ value: JSONValue) -> JSONValue {
        let target = Int.random(in: 0..<Self.nodeCount(value), using: &random)
        var counter = 0
        return rewrite(value, target: target, counter: &counter)
    }

    private mutating func rewrite(_ value: JSONValue, target: Int, counter: inout Int) -> JSONValue {
        if counter == target {
            counter += 1
            return mutateNode(value)
        }
        counter += 1
        switch value {
        case .array(let elements):
            return .array(elements.map { rewrite($0, target: target, counter: &counter) })
        case .object(let members):
            return .object(members.map { JSONValue.Member($0.key, rewrite($0.value, target: target, counter: &counter)) })
        default:
            return value
        }
    }

    private mutating func mutateNode(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(var members):
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !members.isEmpty:
                members.remove(at: Int.random(in: members.indices, using: &random))
            case 1:
                let key = FuzzDictionary.keys.randomElement(using: &random)!
                members.removeAll { $0.key == key }
                members.insert(JSONValue.Member(key, newValue()), at: Int.random(in: 0...members.count, using: &random))
            case 2 where !members.isEmpty:
                let i = Int.random(in: members.indices, using: &random)
                members[i].value = newValue()
            default:
                return newValue()
            }
            return .object(members)
        case .array(var elements):
            switch Int.random(in: 0..<5, using: &random) {
            case 4 where elements.contains(where: { $0["text"] != nil || $0["runs"] != nil }):
                return .array(styled(elements))
            case 0 where !elements.isEmpty:
                // Repeat an element: long collections, many runs, many events.
                // (Bounded, so nested repeats cannot make documents of millions of values.)
                let element = elements.randomElement(using: &random)!
                let copies = [2, 10, 100, 1_200].randomElement(using: &random)!
                if Self.nodeCount(element) * copies <= 20_000 { elements += Array(repeating: element, count: copies) }
            case 1 where !elements.isEmpty:
                elements.remove(at: Int.random(in: elements.indices, using: &random))
            case 2:
                elements.insert(newValue(), at: Int.random(in: 0...elements.count, using: &random))
            default:
                elements.shuffle(using: &random)
            }
            return .array(elements)
        case .string(let text) where Int.random(in: 0..<3, using: &random) == 0:
            // Grow or splice text rather than replace it.
            let addition = FuzzDictionary.strings.randomElement(using: &random)!
            return .string(Bool.random(using: &random) ? text + addition : addition + text)
        case .number(let number) where Int.random(in: 0..<3, using: &random) == 0:
            let factor = [-1, 2, 1e6, 1e-6, 1e300].randomElement(using: &random)!
            return .number(number * factor)
        default:
            return newValue()
        }
    }

    /// `elements` (tags) each given a style of their own, all of one kind: a font of a size no
    /// other has (the document's budget of distinct fonts), or a shadow of a large radius (its
    /// budget of blurred pixels).
    private mutating func styled(_ elements: [JSONValue]) -> [JSONValue] {
        let shadow = Bool.random(using: &random)
        let radius = [40, 200, 1_000, 1_000_000].randomElement(using: &random)!
        return elements.enumerated().map { index, element in
            guard case .object(var members) = element else { return element }
            let style: JSONValue = shadow
                ? ["shadow": ["radius": .number(Double(radius)), "opacity": 0.5]]
                : ["font": ["size": .number(9 + Double(index) / 4)]]
            members.removeAll { $0.key == "style" }
            members.append(JSONValue.Member("style", style))
            return .object(members)
        }
    }

    /// A value from the dictionary, a piece of a seed, or an empty container.
    private mutating func newValue() -> JSONValue {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...2: return .number(FuzzDictionary.numbers.randomElement(using: &random)!)
        case 3...4: return .string(FuzzDictionary.strings.randomElement(using: &random)!)
        case 5: return .string(FuzzDictionary.imageSources.randomElement(using: &random)!)
        case 6: return [.null, .bool(true), .bool(false), .array([]), .object([])].randomElement(using: &random)!
        default: return piece(of: seeds.randomElement(using: &random)!)
        }
    }

    /// A node of `value` chosen uniformly.
    private mutating func piece(of value: JSONValue) -> JSONValue {
        var nodes: [JSONValue] = []
        func collect(_ value: JSONValue) {
            nodes.append(value)
            switch value {
            case .array(let elements): elements.forEach(collect)
            case .object(let members): members.forEach { collect($0.value) }
            default: break
            }
        }
        collect(value)
        return nodes.randomElement(using: &random)!
    }

    private static func nodeCount(_ value: JSONValue) -> Int {
        switch value {
        case .array(let elements): 1 + elements.reduce(0) { $0 + nodeCount($1) }
        case .object(let members): 1 + members.reduce(0) { $0 + nodeCount($1.value) }
        default: 1
        }
    }

    // MARK: - Bytes

    /// `bytes` with a token planted, a byte changed, or a piece cut, doubled or dropped.
    mutating func mutatedBytes(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            bytes.insert(contentsOf: FuzzDictionary.tokens.randomElement(using: &random)!, at: at)
        case 1 where at < bytes.count:
            bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 2 where at < bytes.count:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
        case 3 where at < bytes.count:
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
            bytes.insert(contentsOf: bytes[at..<end], at: end)
        default:
            bytes.removeSubrange(at...)
        }
        return bytes
    }
}
