import Foundation
import HearthBasics

/// A date on which an alarm would have rung but does not, with the instant it would have rung at.
public struct SkippedOccurrence: Hashable, Sendable {
    /// The local date.
    public var date: LocalDate
    /// The instant it would have rung.
    public var instant: Date
    /// Why it is silent.
    public var reason: SkipReason

    /// Creates a skipped occurrence.
    ///
    /// - Parameters:
    ///   - date: The local date.
    ///   - instant: When it would have rung.
    ///   - reason: Why not.
    public init(date: LocalDate, instant: Date, reason: SkipReason) {
        self.date = date
        self.instant = instant
        self.reason = reason
    }
}
