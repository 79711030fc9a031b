import Foundation
import HearthBasics
import ICalendar

extension HolidayCalendar {
    /// The largest file accepted, in bytes.
    public static let maximumFileBytes = 1_048_576
    /// The longest logical (unfolded) line accepted, in bytes.
    public static let maximumLineBytes = 8_192
    /// The most events accepted in one file.
    public static let maximumEvents = 5_000
    /// The most days one event may span.
    public static let maximumEventDays = 366
    /// The most days a file may list (the days of events that do not repeat without end).
    public static let maximumListedDays = 200_000
    /// The most rule periods one event's expansion may step through.
    public static let maximumIterations = 50_000

    /// Reads a holiday calendar from iCalendar (RFC 5545) text, as public holiday feeds publish it.
    ///
    /// Each `VEVENT` covers the dates from `DTSTART` up to, not including, `DTEND` (`VALUE=DATE`; `DTEND` equal to
    /// `DTSTART`, or neither `DTEND` nor `DURATION`, is one day). It repeats by `RRULE`, `RDATE` and `EXDATE`, and
    /// a `VEVENT` with the same `UID` and a `RECURRENCE-ID` replaces one instance (an observed day moved to
    /// Monday, or `STATUS:CANCELLED`). Dates and floating times count by their written date; a UTC or `TZID`
    /// time by its date in `timeZone`. Cancelled events are left out. An event is a **make-up working day** when
    /// the first of these that applies says so, and a holiday otherwise:
    /// 1. `X-HEARTH-DAY-TYPE:WORKDAY` (or `HOLIDAY`): what Hearth's own files carry;
    /// 2. `X-APPLE-SPECIAL-DAY:ALTERNATE-WORKDAY` (or `WORK-HOLIDAY`): Apple's and chinese-days' feeds;
    /// 3. a `CATEGORIES` value `WORKDAY`, `WORKING DAY`, `MAKE-UP WORKDAY`, `补班`, `上班` or `班`;
    /// 4. a `SUMMARY` containing `补班` or `上班` (NateScarlet/holiday-cn writes `上班(补春节假期)`), or
    ///    `workday`, `working day`, `work day` or `(work)` in any case, or exactly `班`.
    ///
    /// A file without events is read, with ``HolidayCalendarWarning/noEvents`` in ``warnings``.
    ///
    /// - Parameters:
    ///   - text: The file's text (UTF-8 with or without a byte order mark, CRLF or LF, folded lines allowed).
    ///   - id: The id alarms will use for it.
    ///   - timeZone: The household's zone.
    /// - Throws: ``HolidayCalendarError`` with the line of the first problem.
    public init(iCalendar text: String, id: String, timeZone: TimeZone) throws(HolidayCalendarError) {
        guard AlarmSound.isValidId(id) else { throw HolidayCalendarError(line: nil, reason: .invalidId) }
        let limits = ICalendarLimits(
            maximumBytes: Self.maximumFileBytes, maximumLineBytes: Self.maximumLineBytes,
            maximumEvents: Self.maximumEvents, maximumIterations: Self.maximumIterations)
        let document: ICalendarDocument
        do {
            document = try ICalendarDocument(text, limits: limits)
        } catch {
            throw HolidayCalendarError(error)
        }
        var days: [HolidayDay] = []
        var series: [HolidaySeries] = []
        for event in document.events {
            guard event.duration.seconds <= Self.maximumEventDays * 86_400 else {
                throw HolidayCalendarError(
                    line: event.component.line, reason: .eventTooLong(limitDays: Self.maximumEventDays))
            }
            do {
                if event.repeatsWithoutEnd {
                    // Expanded once over ten years so that a rule that would run away is refused now.
                    let item = HolidaySeries(event: event)
                    let start = event.start.wall(in: timeZone).date
                    _ = try item.days(from: start, through: start.adding(days: 3653), in: timeZone, calendarId: id)
                    series.append(item)
                } else {
                    let everything = DateInterval(
                        start: Date(timeIntervalSince1970: -62_135_596_800),
                        end: Date(timeIntervalSince1970: 253_402_300_799))
                    for occurrence in try event.occurrences(
                        overlapping: everything, floatingIn: timeZone, maximumIterations: Self.maximumIterations)
                    {
                        days += Self.days(of: occurrence, in: timeZone, calendarId: id)
                    }
                }
            } catch {
                throw HolidayCalendarError(ICalendarError(line: event.component.line, reason: error.reason))
            }
            guard days.count <= Self.maximumListedDays else {
                throw HolidayCalendarError(line: nil, reason: .tooManyDays(limit: Self.maximumListedDays))
            }
        }
        self.init(
            id: id, name: document.name ?? id, days: days, series: series, timeZone: timeZone,
            warnings: days.isEmpty && series.isEmpty ? [.noEvents] : [])
    }

    /// The days one occurrence covers, named and classed by the event that describes it (none when cancelled).
    static func days(of occurrence: EventOccurrence, in timeZone: TimeZone, calendarId: String) -> [HolidayDay] {
        guard !occurrence.isCancelled else { return [] }
        let component = occurrence.event.component
        let summary = occurrence.event.summary
        let categories = component.all("CATEGORIES").flatMap { $0.value.split(separator: ",") }
            .map { ContentLine.unescaped(String($0)).trimmingCharacters(in: .whitespaces).lowercased() }
        let kind = self.kind(
            hearth: component.first("X-HEARTH-DAY-TYPE")?.value, apple: component.first("X-APPLE-SPECIAL-DAY")?.value,
            categories: categories, summary: summary)
        return occurrence.dates(in: timeZone).map {
            HolidayDay(date: $0, kind: kind, name: summary, calendarId: calendarId)
        }
    }

    /// Applies the make-up working day convention of ``init(iCalendar:id:)``.
    static func kind(hearth: String?, apple: String?, categories: [String], summary: String) -> HolidayDay.Kind {
        switch hearth?.uppercased() {
        case "WORKDAY": return .makeUpWorkday
        case "HOLIDAY": return .holiday
        default: break
        }
        switch apple?.uppercased() {
        case "ALTERNATE-WORKDAY": return .makeUpWorkday
        case "WORK-HOLIDAY": return .holiday
        default: break
        }
        let workCategories: Set<String> = ["workday", "working day", "make-up workday", "补班", "上班", "班"]
        if categories.contains(where: workCategories.contains) { return .makeUpWorkday }
        let lower = summary.lowercased()
        let workWords = ["补班", "上班", "workday", "working day", "work day", "(work)"]
        if workWords.contains(where: lower.contains) || summary.trimmingCharacters(in: .whitespaces) == "班" {
            return .makeUpWorkday
        }
        return .holiday
    }
}
