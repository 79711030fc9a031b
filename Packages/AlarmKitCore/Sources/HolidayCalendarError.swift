import HearthBasics
import ICalendar

/// Why an iCalendar file could not be read as a holiday calendar; nothing of the file is used then.
public struct HolidayCalendarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The calendar id is not 1–100 letters, digits, `.`, `_` or `-`.
        case invalidId
        /// The file is larger than the limit.
        case tooLarge(limitBytes: Int)
        /// A logical line is longer than the limit.
        case lineTooLong(limitBytes: Int)
        /// There is no `BEGIN:VCALENDAR`.
        case notICalendar
        /// A component is opened and never closed.
        case unclosedComponent(name: String)
        /// An `END` does not match the open component.
        case unmatchedEnd(name: String)
        /// An event has no `DTSTART`.
        case missingStart
        /// A date property is not `YYYYMMDD` (or `YYYYMMDDTHHMMSS[Z]`).
        case invalidDate(property: String)
        /// `DTEND` is before `DTSTART`.
        case endBeforeStart
        /// A `TZID` that is not a known time zone.
        case unknownTimeZone(String)
        /// A `DURATION` that is not a duration.
        case invalidDuration
        /// An `RRULE` part is missing or malformed (the part's name).
        case invalidRule(part: String)
        /// Something the reader does not implement.
        case unsupported(String)
        /// A recurrence rule would take too many steps to expand (a rule that repeats every second or minute).
        case runawayRule(limit: Int)
        /// The events list more days than the limit.
        case tooManyDays(limit: Int)
        /// An event spans more days than the limit.
        case eventTooLong(limitDays: Int)
        /// The file has more events than the limit.
        case tooManyEvents(limit: Int)
    }

    /// The line (1-based) where the problem is, when there is one.
    public var line: Int?
    /// What was wrong.
    public var reason: Reason

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: The 1-based line, if any.
    ///   - reason: What was wrong.
    public init(line: Int?, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// The holiday reader's form of an `ICalendarError`, with the same line.
    ///
    /// - Parameter error: The iCalendar reader's error.
    public init(_ error: ICalendarError) {
        let reason: Reason
        switch error.reason {
        case .tooLarge(let limit): reason = .tooLarge(limitBytes: limit)
        case .lineTooLong(let limit): reason = .lineTooLong(limitBytes: limit)
        case .notICalendar: reason = .notICalendar
        case .unclosedComponent(let name): reason = .unclosedComponent(name: name)
        case .unmatchedEnd(let name): reason = .unmatchedEnd(name: name)
        case .tooManyEvents(let limit): reason = .tooManyEvents(limit: limit)
        case .missingStart: reason = .missingStart
        case .invalidDate(let property): reason = .invalidDate(property: property)
        case .unknownTimeZone(let id): reason = .unknownTimeZone(id)
        case .invalidDuration: reason = .invalidDuration
        case .endBeforeStart: reason = .endBeforeStart
        case .invalidRule(let part): reason = .invalidRule(part: part)
        case .unsupported(let feature): reason = .unsupported(feature)
        case .runawayRule(let limit): reason = .runawayRule(limit: limit)
        }
        self.init(line: error.line, reason: reason)
    }

    /// An English sentence with the line number.
    public var description: String {
        let prefix = line.map { "line \($0): " } ?? ""
        switch reason {
        case .invalidId: return prefix + "a calendar id is 1–100 letters, digits, '.', '_' or '-'"
        case .tooLarge(let limit): return prefix + "the file is larger than \(ByteCount(limit)), the most Hearth reads"
        case .lineTooLong(let limit): return prefix + "a line is longer than \(limit) bytes"
        case .notICalendar: return prefix + "not an iCalendar file (no BEGIN:VCALENDAR)"
        case .unclosedComponent(let name): return prefix + "BEGIN:\(name) is never closed"
        case .unmatchedEnd(let name): return prefix + "END:\(name) does not match the open component"
        case .missingStart: return prefix + "an event has no DTSTART"
        case .invalidDate(let property): return prefix + "\(property) is not a date (YYYYMMDD)"
        case .endBeforeStart: return prefix + "DTEND is before DTSTART"
        case .unknownTimeZone(let id): return prefix + "TZID \(id) is not a known time zone"
        case .invalidDuration: return prefix + "DURATION is not a duration (like P1D)"
        case .invalidRule(let part): return prefix + "RRULE part \(part) is missing or malformed"
        case .unsupported(let feature): return prefix + "\(feature) is not supported"
        case .runawayRule(let limit):
            return prefix + "a recurrence rule needs more than \(limit) steps to expand (it repeats too often)"
        case .tooManyDays(let limit): return prefix + "the events list more than \(limit) days"
        case .eventTooLong(let limit): return prefix + "an event spans more than \(limit) days"
        case .tooManyEvents(let limit): return prefix + "the file has more than \(limit) events"
        }
    }
}
