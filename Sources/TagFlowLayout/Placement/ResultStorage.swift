extension Array where Element: BitwiseCopyable {
    /// Makes the array exactly `count` long for a pass that writes every element before any is
    /// read, except the first `kept`, which keep their values (a pass that stopped for more room
    /// and resumes). Shrinking, or growing within the capacity, keeps the storage, so a result
    /// that is laid out again allocates nothing; otherwise one buffer of exactly `count` is
    /// allocated. The other elements' values are unspecified afterwards.
    @inline(__always)
    mutating func resizeForOverwrite(_ count: Int, keeping kept: Int = 0, filler: Element) {
        if self.count == count { return }
        if self.count > count {
            removeLast(self.count - count)
        } else if capacity >= count {
            grow(to: count, filler: filler)
        } else {
            // Left unwritten: a bitwise-copyable element has no invariant to break, and every
            // caller writes each element before reading any (see the callers), so filling it
            // first would be a wasted pass over memory as large as the result.
            let kept = Swift.min(kept, self.count)
            self = withUnsafeBufferPointer { old in
                Array(unsafeUninitializedCapacity: count) { new, initialized in
                    _ = new.initialize(fromContentsOf: old[0..<kept])
                    initialized = count
                }
            }
        }
    }

    /// Grows the array to `count` elements (when it is shorter), keeping its contents; the new
    /// elements are `filler`. Within the capacity this allocates nothing.
    @inline(never)
    private mutating func grow(to count: Int, filler: Element) {
        guard count > self.count else { return }
        reserveCapacity(count)
        // Copied in chunks from a small block on the stack (512 bytes at most, so it never goes
        // to the heap): appending a contiguous buffer is a memory copy, where appending
        // `repeatElement` goes element by element.
        let chunk = Swift.max(1, 512 / Swift.max(1, MemoryLayout<Element>.stride))
        withUnsafeTemporaryAllocation(of: Element.self, capacity: chunk) { block in
            block.initialize(repeating: filler)
            while self.count < count {
                append(contentsOf: UnsafeBufferPointer(rebasing: block[0..<Swift.min(chunk, count - self.count)]))
            }
        }
    }
}
