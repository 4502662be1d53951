/// A read-only list of frames: a layout result's item frames (`LayoutResult.frames`) or line
/// frames (`LayoutResult.lineFrames`).
///
/// It reads the result's own storage, so taking it copies nothing. It is a value: laying the
/// result out again leaves a list taken before unchanged (the result then writes to new
/// storage). Indices run from 0 to `count - 1`, as in an array; `Array(list)` makes an array.
// `@unchecked Sendable`: the storage a list reads is never written while the list holds it
// (`ResultStorage` writes only a block it alone references).
public struct FrameList: RandomAccessCollection, Hashable, @unchecked Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// The storage read; `nil` for an empty list.
    @usableFromInline let block: ResultBlock?
    /// Where the list starts in the block, in frames.
    @usableFromInline let offset: Int
    /// The number of frames.
    public let count: Int

    init(block: ResultBlock?, offset: Int, count: Int) {
        self.block = block
        self.offset = offset
        self.count = count
    }

    /// A list of the given frames.
    public init(_ frames: some Collection<Rect>) {
        var storage = ResultStorage()
        storage.prepare(itemCount: frames.count, lineRoom: 0)
        storage.withParts { items, _, _ in
            for (i, frame) in frames.enumerated() { items[i] = frame }
        }
        self = storage.frames
    }

    /// A list of the given frames.
    public init(arrayLiteral frames: Rect...) {
        self.init(frames)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The frame at `position`, which must be in `0 ..< count`. (Inlinable: a call per frame
    /// was a third of comparing two layouts' frames.)
    @inlinable
    public subscript(position: Int) -> Rect {
        precondition(position >= 0 && position < count, "FrameList index out of range")
        return ResultBlock.frame(in: block, at: offset + position)
    }

    public static func == (a: FrameList, b: FrameList) -> Bool {
        a.elementsEqual(b)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for frame in self { hasher.combine(frame) }
    }

    /// The frames, written as an array's are.
    public var description: String {
        Array(self).description
    }
}
