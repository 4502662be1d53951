/// Where streamed JSON text goes: bytes collected in a buffer and handed on whenever it holds
/// `capacity` bytes or more, and when asked (`flush()`), so output of any length needs no more
/// memory than the buffer.
package struct JSONByteStream {
    /// The bytes written and not handed on yet.
    package private(set) var bytes: [UInt8] = []
    /// How many bytes were handed on so far: with `bytes.count`, all that was written.
    package private(set) var delivered = 0
    /// Every byte written so far, handed on or not.
    package var written: Int { delivered + bytes.count }
    /// How many bytes are collected before they are handed on.
    package let capacity: Int
    private let deliver: ([UInt8]) -> Void

    /// A stream that hands its bytes to `deliver` (once `capacity` bytes have been collected, and
    /// on `flush()`).
    package init(capacity: Int = 1 << 16, deliver: @escaping ([UInt8]) -> Void) {
        self.capacity = max(1, capacity)
        self.deliver = deliver
        bytes.reserveCapacity(min(self.capacity, 1 << 16))
    }

    /// A stream that keeps everything it is given (`bytes`), handing nothing on.
    package static func collecting() -> JSONByteStream {
        JSONByteStream(capacity: .max) { _ in }
    }

    /// Appends `text` as UTF-8, as it is (a newline between documents, say).
    package mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        flushIfFull()
    }

    /// Hands on every byte collected so far.
    package mutating func flush() {
        guard !bytes.isEmpty else { return }
        deliver(bytes)
        delivered += bytes.count
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands the bytes on once there are `capacity` of them.
    mutating func flushIfFull() {
        if bytes.count >= capacity { flush() }
    }

    /// Appends to the buffer in place (the writer's way in).
    mutating func withBytes<R>(_ body: (inout [UInt8]) -> R) -> R {
        body(&bytes)
    }
}
