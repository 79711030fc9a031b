import Foundation

/// POSTs one delivery (`OutboundHTTP`), within the timeout; a 2xx answer is a success.
struct WebhookSender: Sendable {
    /// How an attempt ended.
    enum Outcome: Equatable, Sendable {
        case delivered(status: Int)
        case failed(status: Int?, reason: String)
    }

    let timeout: TimeInterval
    /// The most of a receiver's answer read (it is not kept).
    static let maximumReplyBytes = 64 * 1024

    init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    /// Sends `body` to the webhook, signed, with the event and delivery named in headers.
    func send(_ body: [UInt8], to webhook: Webhook, event: String, deliveryId: Int64, at now: Date) async -> Outcome {
        let timestamp = Int(now.timeIntervalSince1970)
        let headers = [
            ("Content-Type", "application/json"),
            ("User-Agent", "Hearth/\(HearthApp.version)"),
            ("X-Hearth-Event", event),
            ("X-Hearth-Delivery", String(deliveryId)),
            (WebhookSignature.timestampHeader, String(timestamp)),
            (WebhookSignature.header, WebhookSignature.value(secret: webhook.secret, timestamp: timestamp, body: body)),
        ]
        let sent = await OutboundHTTP.send(
            webhook.url, post: body, headers: headers, timeout: timeout, maxBytes: Self.maximumReplyBytes)
        switch sent {
        case .success(let reply):
            return (200..<300).contains(reply.status)
                ? .delivered(status: reply.status)
                : .failed(status: reply.status, reason: "the receiver answered HTTP \(reply.status)")
        case .failure(.timedOut): return .failed(status: nil, reason: "no answer within \(Int(timeout.rounded())) s")
        case .failure(.refused): return .failed(status: nil, reason: "the receiver refused the connection")
        case .failure(let failure): return .failed(status: nil, reason: OutboundHTTP.describe(failure))
        }
    }
}
