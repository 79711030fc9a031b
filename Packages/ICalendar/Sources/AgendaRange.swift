import Foundation
import HearthBasics

/// A run of a household's days that an agenda covers: from ``first`` up to, not including, ``end``.
///
/// ```swift
/// let today = LocalDate(year: 2026, month: 11, day: 27)!
/// let fortnight = AgendaRange(startingOn: today, dayCount: 16)  // today, tomorrow and 14 more days
/// fortnight.last  // 2026-12-12
/// ```
public struct AgendaRange: Hashable, Sendable {
    /// The first day.
    public let first: LocalDate
    /// The day after the last.
    public let end: LocalDate

    /// The range of `dayCount` days starting on `first` (at least one day).
    ///
    /// - Parameters:
    ///   - first: The first day.
    ///   - dayCount: How many days, 1 or more (less counts as 1).
    public init(startingOn first: LocalDate, dayCount: Int) {
        self.first = first
        end = first.adding(days: max(1, dayCount))
    }

    /// The range from `first` through `last`, both included.
    ///
    /// - Parameters:
    ///   - first: The first day.
    ///   - last: The last day.
    /// - Returns: The range, or `nil` when `last` is before `first`.
    public init?(from first: LocalDate, through last: LocalDate) {
        guard first <= last else { return nil }
        self.first = first
        end = last.adding(days: 1)
    }

    /// The last day.
    public var last: LocalDate { end.adding(days: -1) }

    /// How many days it covers.
    public var dayCount: Int { first.days(until: end) }

    /// Every day, in order.
    public var dates: [LocalDate] { (0..<dayCount).map { first.adding(days: $0) } }

    /// Whether `date` is one of its days.
    ///
    /// - Parameter date: A date.
    /// - Returns: `true` from ``first`` through ``last``.
    public func contains(_ date: LocalDate) -> Bool { first <= date && date < end }
}
