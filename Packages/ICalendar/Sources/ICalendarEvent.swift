import Foundation

/// A `VEVENT`: when it starts, how long it lasts, how it repeats (`RRULE`, `RDATE`, `EXDATE`) and, for a
/// recurring one, the instances other `VEVENT`s of the same `UID` override (`RECURRENCE-ID`).
public struct ICalendarEvent: Hashable, Sendable {
    /// The component as written (for `SUMMARY`, `CATEGORIES` and any other property).
    public var component: ICalendarComponent
    /// `UID`, if any.
    public var uid: String?
    /// `DTSTART`.
    public var start: DateTimeValue
    /// The length: `DTEND − DTSTART`, `DURATION`, or one day for a `DATE` without either (zero for a date-time).
    public var duration: EventDuration
    /// `RRULE`s (RFC 5545 allows one; several are joined).
    public var rules: [RecurrenceRule]
    /// `RDATE`s: extra instance starts.
    public var recurrenceDates: [DateTimeValue]
    /// The lengths of `RDATE`s written as periods (`start/end` or `start/duration`), by start.
    public var periodDurations: [DateTimeValue: EventDuration]
    /// `EXDATE`s: instance starts left out (a `DATE` leaves out every instance on that date).
    public var exceptionDates: [DateTimeValue]
    /// `RECURRENCE-ID`: the instance of another event with the same `UID` this one replaces.
    public var recurrenceId: DateTimeValue?
    /// `SEQUENCE` (0 when absent): of two overrides of one instance, the higher wins.
    public var sequence: Int
    /// `STATUS`, upper-cased (`CONFIRMED`, `TENTATIVE`, `CANCELLED`), if any.
    public var status: String?
    /// The events with the same `UID` and a `RECURRENCE-ID`, attached by ``ICalendarDocument``.
    public var overrides: [ICalendarEvent]

    /// Reads a `VEVENT` component.
    ///
    /// A floating `DTSTART` with a `DTEND` in a zone (which RFC 5545 does not allow) takes the end's zone; a `DATE`
    /// start with a date-time end keeps the whole days, to the end's date.
    ///
    /// - Parameters:
    ///   - component: The component.
    ///   - calendarZone: The calendar's default zone (`X-WR-TIMEZONE`), if any: floating and UTC times of
    ///     `DTSTART`, `DTEND`, `RDATE`, `EXDATE` and `RECURRENCE-ID` are read on its clock
    ///     (``DateTimeValue/placed(in:)``), as Google Calendar and Apple Calendar mean them.
    /// - Throws: ``ICalendarError`` naming the property and line of the first problem.
    public init(_ component: ICalendarComponent, calendarZone: TimeZone? = nil) throws(ICalendarError) {
        self.component = component
        uid = component.first("UID")?.value.trimmingSpaces
        guard let startLine = component.first("DTSTART") else {
            throw ICalendarError(line: component.line, reason: .missingStart)
        }
        func placed(_ value: DateTimeValue) -> DateTimeValue { calendarZone.map(value.placed(in:)) ?? value }
        start = placed(try DateTimeValue.parse(startLine))
        if let endLine = component.first("DTEND") {
            var end = placed(try DateTimeValue.parse(endLine))
            if start.isDate, !end.isDate { end = DateTimeValue(wall: CivilDateTime(date: end.wall.date), form: .date) }
            if start.form == .floating, end.timeZone != nil { start.form = end.form }
            let seconds = ICalendarEvent.seconds(from: start, to: end)
            guard seconds >= 0 else { throw ICalendarError(line: endLine.line, reason: .endBeforeStart) }
            duration = EventDuration(seconds: seconds)
        } else if let durationLine = component.first("DURATION") {
            guard let value = EventDuration.parse(durationLine.value) else {
                throw ICalendarError(line: durationLine.line, reason: .invalidDuration)
            }
            duration = value
        } else {
            duration = EventDuration(seconds: start.isDate ? 86_400 : 0)
        }
        let zone = start.timeZone
        var rules: [RecurrenceRule] = []
        // An empty RRULE (CalendarLabs feeds write `RRULE:`) is no rule.
        for line in component.all("RRULE") where !line.value.trimmingSpaces.isEmpty {
            var rule = try RecurrenceRule.parse(line.value, zone: zone, line: line.line)
            if case .until(let until) = rule.end, until.isDate, !start.isDate {
                // A date UNTIL of a date-time event: midnight starting that date (UTC for a zoned start).
                rule.end = .until(DateTimeValue(wall: until.wall, form: zone == nil ? .floating : .utc))
            }
            rules.append(rule)
        }
        self.rules = rules
        var recurrenceDates: [DateTimeValue] = []
        var periodDurations: [DateTimeValue: EventDuration] = [:]
        for line in component.all("RDATE") {
            let starts = try DateTimeValue.parseList(line).map(placed)
            recurrenceDates += starts
            for (start, item) in zip(starts, line.value.split(separator: ",")) {
                guard let slash = item.firstIndex(of: "/") else { continue }
                let end = item[item.index(after: slash)...].trimmingSpaces
                if let duration = EventDuration.parse(end) {
                    periodDurations[start] = duration
                } else if let value = DateTimeValue.parseText(end.uppercased(), zone: start.timeZone) {
                    periodDurations[start] = EventDuration(
                        seconds: max(0, ICalendarEvent.seconds(from: start, to: value)))
                } else {
                    throw ICalendarError(line: line.line, reason: .invalidDate(property: "RDATE"))
                }
            }
        }
        self.recurrenceDates = recurrenceDates
        self.periodDurations = periodDurations
        var exceptionDates: [DateTimeValue] = []
        for line in component.all("EXDATE") { exceptionDates += try DateTimeValue.parseList(line).map(placed) }
        self.exceptionDates = exceptionDates
        if let line = component.first("RECURRENCE-ID") {
            if line.parameters["RANGE"]?.uppercased() == "THISANDFUTURE" {
                throw ICalendarError(line: line.line, reason: .unsupported("RECURRENCE-ID;RANGE=THISANDFUTURE"))
            }
            recurrenceId = placed(try DateTimeValue.parse(line))
        }
        sequence = component.first("SEQUENCE").flatMap { Int($0.value.trimmingSpaces) } ?? 0
        status = component.first("STATUS")?.value.trimmingSpaces.uppercased()
        overrides = []
    }

    /// Whether it repeats (`RRULE` or `RDATE`).
    public var isRecurring: Bool { !rules.isEmpty || !recurrenceDates.isEmpty }

    /// Whether its instances go on without end (an `RRULE` with neither `COUNT` nor `UNTIL`).
    public var repeatsWithoutEnd: Bool { rules.contains { $0.end == nil } }

    /// `SUMMARY` with escaping undone, or empty.
    public var summary: String { component.first("SUMMARY")?.text ?? "" }

    /// The wall-clock seconds from one value to another: on one clock when both share it, else between instants.
    static func seconds(from start: DateTimeValue, to end: DateTimeValue) -> Int {
        if start.form == end.form || start.timeZone == nil || end.timeZone == nil {
            return end.wall.civilSeconds - start.wall.civilSeconds
        }
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        return Int(end.instant(floatingIn: utc).timeIntervalSince(start.instant(floatingIn: utc)))
    }
}
