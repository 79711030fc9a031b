import Foundation

/// The signature of a webhook delivery: `X-Hearth-Signature: sha256=<hex>`, the HMAC-SHA256 under the webhook's
/// secret of `<X-Hearth-Timestamp>.<body>` (the timestamp in Unix seconds), so a receiver can check both who sent
/// it and that it is fresh.
enum WebhookSignature {
    /// The header that carries the signature.
    static let header = "X-Hearth-Signature"
    /// The header that carries the timestamp signed with the body.
    static let timestampHeader = "X-Hearth-Timestamp"

    /// The header value for `body` sent at `timestamp`.
    static func value(secret: String, timestamp: Int, body: [UInt8]) -> String {
        "sha256=" + Crypto.hex(Crypto.hmacSHA256(key: Array(secret.utf8), message: Array("\(timestamp).".utf8) + body))
    }
}
