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
        /// `DTEND` is not after `DTSTART`.
        case endBeforeStart
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

    /// An English sentence with the line number.
    public var description: String {
        let prefix = line.map { "line \($0): " } ?? ""
        switch reason {
        case .invalidId: return prefix + "a calendar id is 1–100 letters, digits, '.', '_' or '-'"
        case .tooLarge(let limit): return prefix + "the file is larger than \(limit) bytes"
        case .lineTooLong(let limit): return prefix + "a line is longer than \(limit) bytes"
        case .notICalendar: return prefix + "not an iCalendar file (no BEGIN:VCALENDAR)"
        case .unclosedComponent(let name): return prefix + "BEGIN:\(name) is never closed"
        case .unmatchedEnd(let name): return prefix + "END:\(name) does not match the open component"
        case .missingStart: return prefix + "an event has no DTSTART"
        case .invalidDate(let property): return prefix + "\(property) is not a date (YYYYMMDD)"
        case .endBeforeStart: return prefix + "DTEND is not after DTSTART"
        case .eventTooLong(let limit): return prefix + "an event spans more than \(limit) days"
        case .tooManyEvents(let limit): return prefix + "the file has more than \(limit) events"
        }
    }
}
