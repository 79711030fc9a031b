import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// POSTs one delivery with `URLSession`, within the timeout; a 2xx answer is a success.
struct WebhookSender: Sendable {
    /// How an attempt ended.
    enum Outcome: Equatable, Sendable {
        case delivered(status: Int)
        case failed(status: Int?, reason: String)
    }

    let timeout: TimeInterval
    private let session: URLSession

    init(timeout: TimeInterval) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 4
        session = URLSession(configuration: configuration)
    }

    /// Sends `body` to the webhook, signed, with the event and delivery named in headers.
    func send(_ body: [UInt8], to webhook: Webhook, event: String, deliveryId: Int64, at now: Date) async -> Outcome {
        var request = URLRequest(url: webhook.url, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = Data(body)
        let timestamp = Int(now.timeIntervalSince1970)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Hearth/\(HearthApp.version)", forHTTPHeaderField: "User-Agent")
        request.setValue(event, forHTTPHeaderField: "X-Hearth-Event")
        request.setValue(String(deliveryId), forHTTPHeaderField: "X-Hearth-Delivery")
        request.setValue(String(timestamp), forHTTPHeaderField: WebhookSignature.timestampHeader)
        request.setValue(
            WebhookSignature.value(secret: webhook.secret, timestamp: timestamp, body: body),
            forHTTPHeaderField: WebhookSignature.header)
        do {
            let (_, response) = try await session.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            return (200..<300).contains(status)
                ? .delivered(status: status) : .failed(status: status, reason: "the receiver answered HTTP \(status)")
        } catch let error as URLError where error.code == .timedOut {
            return .failed(status: nil, reason: "no answer within \(Int(timeout.rounded())) s")
        } catch let error as URLError where error.code == .cannotConnectToHost {
            return .failed(status: nil, reason: "the receiver refused the connection")
        } catch {
            return .failed(status: nil, reason: "\(error.localizedDescription)")
        }
    }
}
