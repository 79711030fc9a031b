import HearthBasics

/// Why iCalendar text could not be read or expanded; nothing of it is used then.
public struct ICalendarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The text is larger than ``ICalendarLimits/maximumBytes``.
        case tooLarge(limitBytes: Int)
        /// A logical (unfolded) line is longer than ``ICalendarLimits/maximumLineBytes``.
        case lineTooLong(limitBytes: Int)
        /// There is no `BEGIN:VCALENDAR` (or something else comes first).
        case notICalendar
        /// A component is opened and never closed.
        case unclosedComponent(name: String)
        /// An `END` does not match the open component.
        case unmatchedEnd(name: String)
        /// The file has more events than ``ICalendarLimits/maximumEvents``.
        case tooManyEvents(limit: Int)
        /// An event has no `DTSTART`.
        case missingStart
        /// A date or date-time property is malformed (its name).
        case invalidDate(property: String)
        /// A `TZID` that is neither an IANA zone name nor a known alias.
        case unknownTimeZone(String)
        /// A `DURATION` is malformed.
        case invalidDuration
        /// `DTEND` is before `DTSTART`.
        case endBeforeStart
        /// An `RRULE` part is missing or malformed (the part's name, for example `FREQ` or `BYDAY`).
        case invalidRule(part: String)
        /// A feature this reader does not implement (for example `RANGE=THISANDFUTURE`).
        case unsupported(String)
        /// A rule needed more than ``ICalendarLimits/maximumIterations`` steps for one expansion.
        case runawayRule(limit: Int)
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
        return prefix + Self.sentence(reason)
    }

    private static func sentence(_ reason: Reason) -> String {
        switch reason {
        case .tooLarge(let limit): "the file is larger than \(ByteCount(limit)), the most Hearth reads"
        case .lineTooLong(let limit): "a line is longer than \(limit) bytes"
        case .notICalendar: "not an iCalendar file (no BEGIN:VCALENDAR)"
        case .unclosedComponent(let name): "BEGIN:\(name) is never closed"
        case .unmatchedEnd(let name): "END:\(name) does not match the open component"
        case .tooManyEvents(let limit): "the file has more than \(limit) events"
        case .missingStart: "an event has no DTSTART"
        case .invalidDate(let property): "\(property) is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS[Z])"
        case .unknownTimeZone(let id): "TZID \(id) is not a known time zone"
        case .invalidDuration: "DURATION is not a duration (like P1D or PT1H30M)"
        case .endBeforeStart: "DTEND is before DTSTART"
        case .invalidRule(let part): "RRULE part \(part) is missing or malformed"
        case .unsupported(let feature): "\(feature) is not supported"
        case .runawayRule(let limit): "a recurrence rule needs more than \(limit) steps to expand"
        }
    }
}

/// The limits that keep a hostile or broken file from using unbounded memory or time.
public struct ICalendarLimits: Hashable, Sendable {
    /// The largest text accepted, in bytes.
    public var maximumBytes: Int
    /// The longest logical (unfolded) line accepted, in bytes.
    public var maximumLineBytes: Int
    /// The most events accepted in one file.
    public var maximumEvents: Int
    /// The most periods (years, months, weeks, days… of the rule's `FREQ`) one expansion may step through.
    public var maximumIterations: Int

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maximumBytes: The largest text.
    ///   - maximumLineBytes: The longest logical line.
    ///   - maximumEvents: The most events.
    ///   - maximumIterations: The most rule periods per expansion.
    public init(maximumBytes: Int, maximumLineBytes: Int, maximumEvents: Int, maximumIterations: Int) {
        self.maximumBytes = maximumBytes
        self.maximumLineBytes = maximumLineBytes
        self.maximumEvents = maximumEvents
        self.maximumIterations = maximumIterations
    }

    /// 4 MiB, 64 KiB lines, 20 000 events, 1 000 000 periods.
    public static let standard = ICalendarLimits(
        maximumBytes: 4_194_304, maximumLineBytes: 65_536, maximumEvents: 20_000, maximumIterations: 1_000_000)
}
