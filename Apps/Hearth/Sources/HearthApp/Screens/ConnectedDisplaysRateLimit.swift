import Foundation

/// How many `displays` changes one address may cause: a burst of ``burst``, then ``perSecond`` (a token bucket
/// per address). A change over the rate is not lost: the registry keeps it and announces it when the address has
/// a token again, so one host that opens and closes streams in a loop cannot flood the pages that list screens.
struct ConnectedDisplaysRateLimit: Sendable {
    /// Changes an address may cause at once.
    static let burst = 32.0
    /// Changes per second an address gets back.
    static let perSecond = 1.0
    /// Buckets kept before full ones are forgotten.
    static let maximumAddresses = 1024

    private var buckets: [String: (tokens: Double, at: Date)] = [:]

    /// Takes a token for a change from `address`; `false` when it has none now.
    mutating func take(_ address: String, at moment: Date) -> Bool {
        let tokens = level(address, at: moment)
        guard tokens >= 1 else { return false }
        buckets[address] = (tokens - 1, moment)
        if buckets.count > Self.maximumAddresses {
            buckets = buckets.filter { level($0.key, at: moment) < Self.burst }
        }
        return true
    }

    private func level(_ address: String, at moment: Date) -> Double {
        guard let bucket = buckets[address] else { return Self.burst }
        return min(Self.burst, bucket.tokens + max(0, moment.timeIntervalSince(bucket.at)) * Self.perSecond)
    }
}
