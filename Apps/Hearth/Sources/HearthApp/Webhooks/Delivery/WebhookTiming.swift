import Foundation

/// How long a webhook delivery may take and when it is tried again.
struct WebhookTiming: Sendable {
    /// The longest one attempt may take (connect, send, answer).
    var timeout: TimeInterval = 10
    /// The waits before the 2nd, 3rd … attempt; after the last, the delivery has failed.
    var retryDelays: [TimeInterval] = [30, 120, 600, 1800]

    /// How many attempts a delivery gets.
    var maximumAttempts: Int { retryDelays.count + 1 }
}
