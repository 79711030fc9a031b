import Foundation
import Glibc

/// The file a streamed request body is written to while it arrives (``StreamedBody``). Used on the connection's
/// libmicrohttpd thread only. Removed when dropped unless handed to the request as a ``RequestBodyFile``.
final class BodySpool {
    let path: String
    private var descriptor: Int32
    private(set) var byteCount = 0
    /// The `errno` of the first failed write, after which nothing more is written.
    private(set) var failure: Int32?
    /// Whether the file is the request's now (``finish()``).
    private var handedOver = false

    /// Creates the file (`O_EXCL`, mode 0600) in the route's folder.
    /// - Returns: `nil` with `errno` set when it cannot be made.
    init?(_ streamed: StreamedBody) {
        let name = streamed.prefix + String(UInt64.random(in: .min ... .max), radix: 16)
        path = streamed.directory.appendingPathComponent(name).path
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 { return nil }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !handedOver { unlink(path) }
    }

    /// Appends a chunk; after a failure, does nothing.
    func write(_ bytes: UnsafeRawPointer, count: Int) {
        guard failure == nil else { return }
        var written = 0
        while written < count {
            let result = Glibc.write(descriptor, bytes + written, count - written)
            if result < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            written += result
        }
        byteCount += count
    }

    /// Closes the file and hands it to the request, which removes it when it is gone.
    func finish() -> RequestBodyFile {
        close(descriptor)
        descriptor = -1
        handedOver = true
        return RequestBodyFile(url: URL(fileURLWithPath: path), byteCount: byteCount)
    }
}
