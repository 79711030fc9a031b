import Foundation
import HearthBasics

/// How old a kept forecast is, and whether a reader should be told: past an hour it is shown "as of 07:40".
public struct ForecastAge: Hashable, Sendable {
    /// When the forecast was fetched.
    public var fetchedAt: Date
    /// The time of showing it.
    public var now: Date

    /// The age past which a forecast is stale: one hour.
    public static let staleAfter: TimeInterval = 3600

    /// The age of a forecast fetched at `fetchedAt`, seen at `now`.
    ///
    /// - Parameters:
    ///   - fetchedAt: When it was fetched.
    ///   - now: The time of showing it.
    public init(fetchedAt: Date, now: Date) {
        self.fetchedAt = fetchedAt
        self.now = now
    }

    /// Whether it is older than ``staleAfter`` (a forecast from the future, after a clock step, is not).
    public var isStale: Bool { now.timeIntervalSince(fetchedAt) > Self.staleAfter }

    /// The wall-clock time it was fetched at in a zone: the "07:40" of "as of 07:40".
    ///
    /// - Parameter timeZone: The household's zone.
    public func fetchedTime(in timeZone: TimeZone) -> TimeOfDay {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: fetchedAt)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0) ?? .midnight
    }

    /// The time a reader is told, or `nil` while the forecast is fresh.
    ///
    /// - Parameter timeZone: The household's zone.
    /// - Returns: For example `07:40` for a forecast fetched then and shown after 08:40.
    public func asOf(in timeZone: TimeZone) -> TimeOfDay? { isStale ? fetchedTime(in: timeZone) : nil }
}
