import CCrypto

/// Why HTTPS cannot be set up, in words that say what to do.
struct TLSError: Error, CustomStringConvertible, Equatable {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    /// The failed OpenSSL call and the library's own reason (its error queue, emptied).
    static func openSSL(_ call: String) -> TLSError {
        var reasons: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            reasons.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return TLSError("OpenSSL \(call) failed" + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; ")))
    }
}
