import Glibc

/// An open file a response sends from its descriptor (libmicrohttpd reads it as the client takes it, with
/// `sendfile` where it can), for an answer too large to hold in memory: write it to a file and answer `.file(ResponseFile(descriptor: fd, byteCount: size))`. The response owns the descriptor: the server
/// closes it when the answer is sent or the client goes away, and a response that is never sent closes it when it
/// is released. Give it a file that is already unlinked, and nothing is left on disk afterwards.
///
/// ```swift
/// let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
/// unlink(path)
/// // … write the answer to the descriptor …
/// let file = ResponseFile(descriptor: descriptor, byteCount: size)
/// return Response(status: .ok, headers: ["Content-Type": "text/csv"], body: .file(file))
/// ```
public final class ResponseFile: Sendable {
    /// The file's size in bytes: the body is bytes 0 ..< byteCount, read from the start whatever the offset is.
    public let byteCount: Int
    private let owned: Locked<Int32?>

    /// Takes ownership of an open, readable file descriptor.
    ///
    /// - Parameters:
    ///   - descriptor: The file, opened for reading; closed by the response.
    ///   - byteCount: The number of bytes to send from its start.
    public init(descriptor: Int32, byteCount: Int) {
        self.byteCount = max(0, byteCount)
        owned = Locked(descriptor)
    }

    /// The bytes the response sends, read from the file (for an in-process client or a test); empty once the
    /// server has taken the descriptor.
    public func contents() -> [UInt8] {
        owned.withLock { descriptor -> [UInt8] in
            guard let descriptor else { return [] }
            var bytes = [UInt8](repeating: 0, count: byteCount)
            var done = 0
            while done < byteCount {
                let count = bytes.withUnsafeMutableBytes {
                    pread(descriptor, $0.baseAddress! + done, byteCount - done, off_t(done))
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                done += count
            }
            return Array(bytes[..<done])
        }
    }

    /// Hands the descriptor to whoever closes it from now on (the server's response); nil after the first call.
    func takeDescriptor() -> Int32? {
        owned.withLock { descriptor in
            defer { descriptor = nil }
            return descriptor
        }
    }

    deinit {
        if let descriptor = takeDescriptor() { close(descriptor) }
    }
}
