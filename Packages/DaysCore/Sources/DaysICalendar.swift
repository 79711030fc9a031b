import Foundation
import HearthBasics
import ICalendar

/// Days as iCalendar (RFC 5545): export for calendar apps and subscription feeds, and all-or-nothing import.
///
/// Export writes one all-day `VEVENT` per day (`DTSTART;VALUE=DATE`), an `RRULE` for weekly, monthly and yearly
/// days (29 February and the 29th–31st follow the same rules as DaysCore), a `VALARM` per reminder, and `X-HEARTH-*`
/// properties carrying the rest, so a Hearth export imports back exactly; the category travels by name in
/// `CATEGORIES` with its colour in `X-HEARTH-CATEGORY-COLOR`. Calendar apps
/// cannot repeat lunar dates: a lunar day is exported as its next Gregorian occurrences (`DTSTART` and `RDATE`)
/// with a note in `DESCRIPTION`.
///
/// Import reads all-day, timed and yearly events as Google Calendar, Apple Calendar and Outlook export them; events
/// Hearth cannot represent (every day, every two weeks …) are skipped, each with its line and reason.
///
/// ```swift
/// let ics = DaysICalendar.encode(days, today: clock.today, now: clock.now())
/// let again = try DaysICalendar.read(Data(ics.utf8), timeZone: clock.timeZone(), now: clock.now())
/// ```
public enum DaysICalendar {
    /// The largest file accepted, in bytes (100 MB: the export of 100,000 days, the most ``DaysCSV`` reads, with
    /// room to spare).
    public static let maximumSize = 100_000_000
    /// The longest unfolded line accepted, in bytes.
    public static let maximumLineLength = 100_000
    /// The most events accepted.
    public static let maximumEvents = 200_000

    /// The iCalendar text of days.
    ///
    /// - Parameters:
    ///   - days: The days.
    ///   - categories: The categories, for each day's `CATEGORIES` (its name) and `X-HEARTH-CATEGORY-COLOR`.
    ///   - today: Today in the server's time zone (lunar days are exported from their next occurrence on or after it).
    ///   - now: The `DTSTAMP` of every event.
    ///   - calendarName: The calendar's display name (`X-WR-CALNAME`).
    ///   - lunarOccurrences: How many occurrences of a yearly lunar day to list (at least 1).
    /// - Returns: The text, CRLF line ends, folded at 75 octets.
    public static func encode(
        _ days: [Day], categories: [Category] = [], today: LocalDate, now: Date,
        calendarName: String = "Hearth Days",
        lunarOccurrences: Int = 10
    ) -> String {
        var writer = Writer(
            categories: categories, today: today, now: now, calendarName: calendarName,
            lunarOccurrences: lunarOccurrences)
        return String(decoding: writer.start() + writer.write(days) + writer.finish(), as: UTF8.self)
    }

    static func writeEvent(
        _ day: Day, category: Category?, to writer: inout ICalendarWriter, today: LocalDate, now: Date,
        lunarOccurrences: Int
    ) {
        writer.add("BEGIN", "VEVENT")
        writer.add("UID", day.id.uuidString.lowercased())
        writer.add("DTSTAMP", ICalendarWriter.utc(now))
        writer.add("CREATED", ICalendarWriter.utc(day.createdAt))
        writer.add("LAST-MODIFIED", ICalendarWriter.utc(day.updatedAt))
        writer.addText("SUMMARY", day.title)
        if day.calendar == .chineseLunar, let lunar = day.lunar {
            let dates =
                day.effectiveRepeatRule == .none
                ? [day.date] : day.occurrences(onOrAfter: today, limit: lunarOccurrences)
            let start = dates.first ?? day.date
            writer.add("DTSTART", ICalendarWriter.date(start), parameters: ";VALUE=DATE")
            writer.add("DTEND", ICalendarWriter.date(start.adding(days: 1)), parameters: ";VALUE=DATE")
            if dates.count > 1 {
                writer.add(
                    "RDATE", dates.dropFirst().map(ICalendarWriter.date).joined(separator: ","),
                    parameters: ";VALUE=DATE")
            }
            let name =
                ChineseLunarCalendar.chineseName(ofMonth: lunar.month, isLeapMonth: lunar.isLeapMonth)
                + ChineseLunarCalendar.chineseName(ofDay: lunar.day)
            var note =
                "Chinese lunar date \(name) (month \(lunar.month)\(lunar.isLeapMonth ? ", leap" : ""), day \(lunar.day))."
            if dates.count > 1, let last = dates.last {
                note += " Calendar apps cannot repeat lunar dates: the dates through \(last.year) are listed."
            }
            writer.addText("DESCRIPTION", day.notes.isEmpty ? note : day.notes + "\n\n" + note)
            writer.addText("X-HEARTH-NOTES", day.notes)
            writer.add("X-HEARTH-DATE", day.date.description)
            writer.add("X-HEARTH-LUNAR", (lunar.isLeapMonth ? "L" : "") + "\(lunar.month)-\(lunar.day)")
        } else {
            writer.add("DTSTART", ICalendarWriter.date(day.date), parameters: ";VALUE=DATE")
            writer.add("DTEND", ICalendarWriter.date(day.date.adding(days: 1)), parameters: ";VALUE=DATE")
            if let rule = recurrenceRule(for: day) { writer.add("RRULE", rule) }
            if !day.notes.isEmpty { writer.addText("DESCRIPTION", day.notes) }
        }
        writer.add("TRANSP", "TRANSPARENT")
        writer.add("X-MICROSOFT-CDO-ALLDAYEVENT", "TRUE")
        writer.add("X-HEARTH-KIND", day.kind.rawValue)
        writer.add("X-HEARTH-CALENDAR", day.calendar.rawValue)
        writer.add("X-HEARTH-REPEAT", day.repeatRule.rawValue)
        writer.add("X-HEARTH-LEAP-DAY-RULE", day.leapDayRule.rawValue)
        writer.add("X-HEARTH-ICON", day.icon.rawValue)
        writer.add("X-HEARTH-PINNED", day.isPinned ? "TRUE" : "FALSE")
        writer.add("X-HEARTH-INCLUDE-START-DAY", day.includeStartDay ? "TRUE" : "FALSE")
        if let categoryId = day.categoryId { writer.add("X-HEARTH-CATEGORY-ID", categoryId.uuidString.lowercased()) }
        if let color = day.color { writer.addText("X-HEARTH-COLOR", color) }
        if let category, !category.isUncategorized {
            writer.addText("CATEGORIES", category.name)
            if let color = category.color { writer.add("X-HEARTH-CATEGORY-COLOR", color) }
        }
        writer.add("X-HEARTH-CREATED", InstantFormat.string(from: day.createdAt, style: .milliseconds))
        writer.add("X-HEARTH-LAST-MODIFIED", InstantFormat.string(from: day.updatedAt, style: .milliseconds))
        for reminder in day.reminders {
            writer.add("BEGIN", "VALARM")
            writer.add("ACTION", "DISPLAY")
            writer.addText("DESCRIPTION", day.title)
            writer.add(
                "TRIGGER",
                ICalendarWriter.duration(minutes: reminder.time.minutesSinceMidnight - reminder.daysBefore * 1440))
            writer.add("END", "VALARM")
        }
        writer.add("END", "VEVENT")
    }

    /// The RRULE of a Gregorian day, or `nil` when it does not recur.
    static func recurrenceRule(for day: Day) -> String? {
        switch day.effectiveRepeatRule {
        case .none:
            return nil
        case .weekly:
            return "FREQ=WEEKLY"
        case .monthly:
            guard day.date.day >= 29 else { return "FREQ=MONTHLY" }
            return "FREQ=MONTHLY;BYMONTHDAY=" + (28...day.date.day).map(String.init).joined(separator: ",")
                + ";BYSETPOS=-1"
        case .yearly:
            guard day.date.month == 2, day.date.day == 29 else { return "FREQ=YEARLY" }
            return day.leapDayRule == .feb28 ? "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1" : "FREQ=YEARLY;BYYEARDAY=60"
        }
    }

    /// Reads days from iCalendar: every event valid, or every problem by line and reason.
    ///
    /// The same reading as ``read(_:timeZone:now:)``, all or nothing: any skipped event makes it throw.
    ///
    /// - Parameters:
    ///   - data: The file (UTF-8).
    ///   - timeZone: The server's time zone (for UTC times).
    ///   - now: The instant for missing `CREATED`/`LAST-MODIFIED`.
    /// - Returns: The days, in file order.
    /// - Throws: ``ImportError`` with every problem, each with the line of its event.
    public static func decode(_ data: Data, timeZone: TimeZone, now: Date) throws(ImportError) -> [Day] {
        let contents = try read(data, timeZone: timeZone, now: now)
        if !contents.skipped.isEmpty { throw ImportError(issues: contents.skipped.flatMap(\.issues)) }
        return contents.days.map(\.day)
    }

    /// Reads every event Hearth can represent, and lists the others with their reasons.
    ///
    /// - Each `VEVENT` becomes a day: `SUMMARY` the title, `DESCRIPTION` the notes, the start's date the date (a
    ///   timed event's date where it starts: in its `TZID`, or in `timeZone` for UTC times), `RRULE` `FREQ` the
    ///   repeat, each `VALARM` a reminder (triggers relative to the start or end, or absolute), `CATEGORIES` (the
    ///   first) and `X-HEARTH-CATEGORY-COLOR` the category, `CREATED` and `LAST-MODIFIED` the instants.
    /// - A rule that yields one date (`COUNT=1`, or `UNTIL` on or before the start) is a one-time day. Other rules
    ///   with an `INTERVAL` other than 1 or a frequency other than weekly, monthly and yearly are skipped; `COUNT`,
    ///   `UNTIL` and `EXDATE` are not carried (a note says so).
    /// - Alarms Hearth cannot keep are dropped with a note: after the day, more than 365 days before it, without a
    ///   readable trigger. Apple's "no alert" placeholder (`ACTION:NONE`, `TRIGGER` 1976-04-01) is ignored.
    /// - A `UID` that is a UUID becomes the id; any other `UID` (or, without one, the title and start) gives a
    ///   stable id derived from it, so importing the same file twice finds the same days.
    /// - Without `X-HEARTH-KIND`, yearly events whose title mentions a birthday (or 生日) are birthdays, other yearly
    ///   events anniversaries, weekly and monthly ones custom, and one-off events countdowns.
    ///
    /// - Parameters:
    ///   - data: The file (UTF-8).
    ///   - timeZone: The server's time zone (for UTC times).
    ///   - now: The instant for missing `CREATED`/`LAST-MODIFIED`.
    /// - Returns: The days Hearth can represent and the events skipped, in file order.
    /// - Throws: ``ImportError`` when the file cannot be read at all (too large, not UTF-8, not one `VCALENDAR`,
    ///   broken lines or nesting).
    public static func read(_ data: Data, timeZone: TimeZone, now: Date) throws(ImportError) -> DaysImport {
        guard data.count <= maximumSize else {
            throw ImportError(issues: [ImportIssue(code: .fileTooLarge(limitMB: maximumSize / 1_000_000))])
        }
        var contents = DaysImport(days: [])
        var seen: [UUID: Int] = [:]
        func take(_ event: ICalendarComponent) {
            guard event.name == "VEVENT", event.first("RECURRENCE-ID") == nil else { return }
            let title = event.first("SUMMARY")?.text
            switch day(from: event, timeZone: timeZone, now: now) {
            case .success(let imported):
                if let first = seen[imported.day.id] {
                    let issue = ImportIssue(
                        line: event.line, field: "id", code: .duplicateID(firstLine: first),
                        reason: "The UID is also used by the event on line \(first).")
                    contents.skipped.append(SkippedRecord(line: event.line, title: title, issues: [issue]))
                } else {
                    seen[imported.day.id] = event.line
                    contents.days.append(imported)
                }
            case .failure(let error):
                contents.skipped.append(SkippedRecord(line: event.line, title: title, issues: error.issues))
            }
        }
        let result: Result<Void, ImportError> = data.withUnsafeBytes { bytes in
            do throws(ImportError) {
                try forEachComponent(in: bytes, take)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        return contents
    }

    private static func day(
        from event: ICalendarComponent, timeZone: TimeZone, now: Date
    ) -> Result<ImportedDay, ImportError> {
        var issues: [ImportIssue] = []
        var notes: [ImportIssue] = []
        func issue(_ field: String?, _ code: ImportIssue.Code, line: Int? = nil) {
            issues.append(ImportIssue(line: line ?? event.line, field: field, code: code))
        }
        func note(_ field: String?, _ code: ImportIssue.Code, line: Int? = nil) {
            notes.append(ImportIssue(line: line ?? event.line, field: field, code: code))
        }
        func text(_ name: String) -> String? { event.first(name)?.text }
        func flag(_ name: String) -> Bool? { event.first(name).map { $0.value.uppercased() == "TRUE" } }

        var draft = DayDraft()
        draft.title = text("SUMMARY") ?? ""
        // Hearth's own exports keep notes exactly; other apps' descriptions lose surrounding blank space.
        let isHearthEvent = event.first("X-HEARTH-KIND") != nil
        draft.notes =
            text("X-HEARTH-NOTES")
            ?? (isHearthEvent
                ? text("DESCRIPTION") : text("DESCRIPTION")?.trimmingCharacters(in: .whitespacesAndNewlines))

        // The start: its written date, minutes after midnight (nil: all day).
        var startDate: LocalDate?
        var startMinutes: Int?
        if let start = event.first("DTSTART") {
            if let value = writtenDate(start.value) {
                startDate = value.date
                startMinutes = value.minutes
                if value.isUTC, let minutes = value.minutes {
                    let instant = Date(timeIntervalSince1970: Double(value.date.daysSince1970 * 86_400 + minutes * 60))
                    startDate = LocalDate(instant, in: timeZone)
                    let offset = timeZone.secondsFromGMT(for: instant) / 60
                    startMinutes = ((minutes + offset) % 1440 + 1440) % 1440
                }
            } else {
                issue("date", .badStart(value: String(start.value.prefix(40))), line: start.line)
            }
        } else {
            issue("date", .noStart)
        }
        draft.date = text("X-HEARTH-DATE") ?? startDate?.description ?? ""

        // Recurrence.
        var repeatRule = RepeatRule.none
        var leapDayRule = LeapDayRule.feb28
        if let rule = event.first("RRULE") {
            let reading = repetition(of: rule, startDate: startDate, hasExceptions: event.first("EXDATE") != nil)
            repeatRule = reading.repeatRule
            leapDayRule = reading.leapDayRule
            for problem in reading.problems { issue("repeat", problem, line: rule.line) }
            if reading.endNotKept { note("repeat", .recurrenceEndNotKept, line: rule.line) }
        }
        draft.repeatRule = event.first("X-HEARTH-REPEAT")?.value ?? repeatRule.rawValue
        draft.leapDayRule = event.first("X-HEARTH-LEAP-DAY-RULE")?.value ?? leapDayRule.rawValue

        // Kind and the rest of Hearth's own properties.
        if let kind = event.first("X-HEARTH-KIND") {
            draft.kind = kind.value
        } else {
            let title = (draft.title ?? "").lowercased()
            switch repeatRule {
            case .yearly: draft.kind = title.contains("birthday") || title.contains("生日") ? "birthday" : "anniversary"
            case .weekly, .monthly: draft.kind = "custom"
            case .none: draft.kind = "countdown"
            }
        }
        draft.calendar = event.first("X-HEARTH-CALENDAR")?.value
        if let lunar = event.first("X-HEARTH-LUNAR")?.value {
            let isLeap = lunar.hasPrefix("L")
            let parts = lunar.dropFirst(isLeap ? 1 : 0).split(separator: "-")
            if parts.count == 2, let month = Int(parts[0]), let day = Int(parts[1]) {
                draft.lunarMonth = month
                draft.lunarDay = day
                draft.lunarIsLeapMonth = isLeap
            } else {
                issue("lunar", .badLunar(value: String(lunar.prefix(20))))
            }
        }
        draft.icon = event.first("X-HEARTH-ICON")?.value
        draft.isPinned = flag("X-HEARTH-PINNED")
        draft.includeStartDay = flag("X-HEARTH-INCLUDE-START-DAY")
        draft.categoryId = event.first("X-HEARTH-CATEGORY-ID")?.value
        draft.color = text("X-HEARTH-COLOR")
        let category = event.first("CATEGORIES").flatMap { property in
            textList(property.value).first { !$0.isEmpty }.map {
                CategoryName($0, color: text("X-HEARTH-CATEGORY-COLOR"))
            }
        }

        // Reminders.
        var reminders: [DayDraft.Reminder] = []
        for alarm in event.components where alarm.name == "VALARM" {
            guard let trigger = alarm.first("TRIGGER") else {
                note("reminders", .alarmWithoutTrigger, line: alarm.line)
                continue
            }
            // Apple's "None" alert: a silent alarm on 1976-04-01 that only marks the event as having no alert.
            if alarm.first("ACTION")?.value.uppercased() == "NONE" || trigger.value == "19760401T005545Z" { continue }
            var total: Int
            if trigger.parameters["VALUE"]?.uppercased() == "DATE-TIME"
                || trigger.value.contains("T") && !trigger.value.hasPrefix("P") && !trigger.value.hasPrefix("-")
                    && !trigger.value.hasPrefix("+")
            {
                guard let value = writtenDate(trigger.value), let minutes = value.minutes, let startDate
                else {
                    note(
                        "reminders", .badTriggerDateTime(value: String(trigger.value.prefix(40))), line: trigger.line)
                    continue
                }
                var wallDate = value.date
                var wallMinutes = minutes
                if value.isUTC {
                    let instant = Date(timeIntervalSince1970: Double(value.date.daysSince1970 * 86_400 + minutes * 60))
                    wallDate = LocalDate(instant, in: timeZone)
                    wallMinutes = ((minutes + timeZone.secondsFromGMT(for: instant) / 60) % 1440 + 1440) % 1440
                }
                total = startDate.days(until: wallDate) * 1440 + wallMinutes
            } else {
                guard let seconds = signedSeconds(trigger.value) else {
                    note("reminders", .badTriggerDuration(value: String(trigger.value.prefix(40))), line: trigger.line)
                    continue
                }
                let base: Int
                if trigger.parameters["RELATED"]?.uppercased() == "END" {
                    base =
                        startMinutes == nil
                        ? 1440 : endMinutes(of: event, startDate: startDate, startMinutes: startMinutes ?? 0)
                } else {
                    base = startMinutes ?? 0
                }
                total = base + Int((Double(seconds) / 60).rounded(.down))
            }
            let dayOffset = Int((Double(total) / 1440).rounded(.down))
            let daysBefore = -dayOffset
            if daysBefore < 0 {
                note("reminders", .alarmAfterDay, line: trigger.line)
                continue
            }
            if daysBefore > Reminder.maximumDaysBefore {
                note("reminders", .alarmTooEarly(daysBefore: daysBefore), line: trigger.line)
                continue
            }
            let minutes = total - dayOffset * 1440
            let reminder = DayDraft.Reminder(
                daysBefore: daysBefore, time: TimeOfDay(hour: minutes / 60, minute: minutes % 60)!.description)
            if !reminders.contains(reminder) { reminders.append(reminder) }
        }
        draft.reminders = reminders

        // Identity and instants.
        var id = UUID()
        if let uid = event.first("UID")?.value, !uid.isEmpty {
            id = UUID(uuidString: uid) ?? stableUUID(for: uid)
        } else {
            id = stableUUID(for: "\(draft.title ?? "")\n\(event.first("DTSTART")?.value ?? "")")
            note("id", .noUID)
        }
        func instant(_ names: [String]) -> Date {
            for name in names {
                if let value = event.first(name)?.value, let date = utcInstant(value) { return date }
            }
            return now
        }
        func exact(_ name: String) -> Date? { event.first(name).flatMap { InstantFormat.date(from: $0.value) } }
        let createdAt = exact("X-HEARTH-CREATED") ?? instant(["CREATED", "DTSTAMP"])
        let updatedAt = exact("X-HEARTH-LAST-MODIFIED") ?? instant(["LAST-MODIFIED", "CREATED", "DTSTAMP"])

        do {
            let day = try draft.validated(id: id, createdAt: createdAt, updatedAt: updatedAt)
            if issues.isEmpty { return .success(ImportedDay(day, line: event.line, category: category, notes: notes)) }
        } catch {
            let known = Set(issues.compactMap(\.field))
            for problem in error.issues where !(problem.field == "date" && known.contains("date")) {
                issues.append(ImportIssue(line: event.line, validation: problem))
            }
        }
        return .failure(ImportError(issues: issues))
    }

    /// Minutes after the start day's midnight at which a timed event ends (its start when it has no end).
    private static func endMinutes(of event: ICalendarComponent, startDate: LocalDate?, startMinutes: Int)
        -> Int
    {
        guard let startDate, let end = event.first("DTEND"), let value = writtenDate(end.value) else {
            return startMinutes
        }
        return startDate.days(until: value.date) * 1440 + (value.minutes ?? 0)
    }

    /// A stable UUID for a non-UUID `UID`: two FNV-1a 64-bit hashes, marked as a version 8 UUID.
    static func stableUUID(for uid: String) -> UUID {
        let high = FNV1a.hash(uid)
        let low = FNV1a.hash(uid, seed: 0x84222325_cbf29ce4)
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
