import Foundation
import Synchronization

/// A FIFO for tests of code that must never open one for reading (opening a FIFO for reading
/// waits for a writer: forever, if none comes).
///
/// Should the code under test block on it after all, a writer lets it go — with one byte that no
/// reader expects — so a regression fails its test at once instead of hanging the test run.
public final class ReleasedFIFO: Sendable {
    /// Where the FIFO is.
    public let path: String
    private let done = Atomic(false)

    /// Makes a FIFO at `path` and starts the writer that releases blocked readers.
    public init(path: String) throws {
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        self.path = path
        Thread { [self] in
            while !done.load(ordering: .relaxed) {
                // Succeeds only while a reader waits on the FIFO.
                let writer = open(path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 {
                    _ = write(writer, "x", 1)
                    close(writer)
                }
                usleep(10_000)
            }
        }.start()
    }

    /// Stops the writer and removes the FIFO.
    public func remove() {
        done.store(true, ordering: .relaxed)
        unlink(path)
    }
}
