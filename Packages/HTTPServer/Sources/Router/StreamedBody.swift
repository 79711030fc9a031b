import Foundation

/// A route's body that goes to a file as it arrives, not into memory, with a limit of its own.
///
/// For uploads larger than `ServerLimits.maxBodyBytes` (a backup to restore): the server writes each chunk to a new
/// file named `<prefix><random>` in `directory` while it reads the body, and the handler gets it as
/// ``Request/bodyFile`` (``Request/body`` stays empty). The file is removed when the last copy of the request is
/// gone, or at once when the client hangs up or the body passes `limit` (then `413` after draining, as for any
/// route). Memory stays bounded by the chunk libmicrohttpd hands over, whatever the body's size.
///
/// ```swift
/// router.post("/import", body: .streamedBody(toFileIn: spool, limit: 256 << 20, prefix: ".import-tmp-")) { request in
///     let bytes = try request.bodyFile?.read() ?? []
///     …
/// }
/// ```
public struct StreamedBody: Sendable, Equatable {
    /// The folder the file is written in (on the same disk as the data it restores, not `/tmp`).
    public var directory: URL
    /// The largest body accepted, in bytes; a larger one gets `413` (after draining, like the general limit).
    public var limit: Int
    /// The start of the file's name (a dot keeps it hidden), so an app can remove leftovers at start.
    public var prefix: String

    /// A body written to a file in `directory`, up to `limit` bytes.
    /// - Parameters:
    ///   - directory: The folder for the file; it must exist.
    ///   - limit: The largest body accepted, in bytes.
    ///   - prefix: The start of the file's name; `.body-tmp-` by default.
    /// - Returns: The option for ``Router/add(_:_:body:_:)``.
    public static func streamedBody(toFileIn directory: URL, limit: Int, prefix: String = ".body-tmp-") -> Self {
        StreamedBody(directory: directory, limit: limit, prefix: prefix)
    }
}
