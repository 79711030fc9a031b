import Foundation

/// A request body the server wrote to a file (a route added with a ``StreamedBody``).
///
/// The file belongs to the request: it is removed when the last copy of the ``Request`` is gone (after the answer).
/// Read it with ``read()``, or open ``url`` to read it in parts.
public final class RequestBodyFile: Sendable {
    /// Where the body is.
    public let url: URL
    /// How many bytes it holds.
    public let byteCount: Int

    init(url: URL, byteCount: Int) {
        self.url = url
        self.byteCount = byteCount
    }

    deinit {
        unlink(url.path)
    }

    /// The whole body. Blocks on the file: call it off the cooperative pool for a large body.
    /// - Returns: The bytes.
    /// - Throws: The file system's error.
    public func read() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// The whole body mapped from the file, not copied: its pages are read as they are touched and can be
    /// dropped again by the kernel (it stays readable after the file is removed).
    /// - Returns: The bytes.
    /// - Throws: The file system's error.
    public func mappedData() throws -> Data {
        try Data(contentsOf: url, options: .alwaysMapped)
    }
}
