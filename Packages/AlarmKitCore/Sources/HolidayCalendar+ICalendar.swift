import Foundation

extension HolidayCalendar {
    /// The largest file accepted, in bytes.
    public static let maximumFileBytes = 1_048_576
    /// The longest logical (unfolded) line accepted, in bytes.
    public static let maximumLineBytes = 8_192
    /// The most events accepted in one file.
    public static let maximumEvents = 5_000
    /// The most days one event may span.
    public static let maximumEventDays = 366

    /// Reads a holiday calendar from iCalendar (RFC 5545) text, as public holiday feeds publish it.
    ///
    /// Each `VEVENT` covers the dates from `DTSTART` up to, not including, `DTEND` (`VALUE=DATE`; without `DTEND`,
    /// `DURATION:PnD` or one day). A date-time start or end counts by its written date. Cancelled events
    /// (`STATUS:CANCELLED`) are left out. An event is a **make-up working day** when the first of these that
    /// applies says so, and a holiday otherwise:
    /// 1. `X-HEARTH-DAY-TYPE:WORKDAY` (or `HOLIDAY`): what Hearth's own files carry;
    /// 2. `X-APPLE-SPECIAL-DAY:ALTERNATE-WORKDAY` (or `WORK-HOLIDAY`): Apple's and chinese-days' feeds;
    /// 3. a `CATEGORIES` value `WORKDAY`, `WORKING DAY`, `MAKE-UP WORKDAY`, `补班`, `上班` or `班`;
    /// 4. a `SUMMARY` containing `补班` or `上班` (NateScarlet/holiday-cn writes `上班(补春节假期)`), or
    ///    `workday`, `working day`, `work day` or `(work)` in any case, or exactly `班`.
    ///
    /// - Parameters:
    ///   - text: The file's text (UTF-8, CRLF or LF, folded lines allowed).
    ///   - id: The id alarms will use for it.
    /// - Throws: ``HolidayCalendarError`` with the line of the first problem.
    public init(iCalendar text: String, id: String) throws(HolidayCalendarError) {
        guard AlarmSound.isValidId(id) else { throw HolidayCalendarError(line: nil, reason: .invalidId) }
        guard text.utf8.count <= HolidayCalendar.maximumFileBytes else {
            throw HolidayCalendarError(line: nil, reason: .tooLarge(limitBytes: HolidayCalendar.maximumFileBytes))
        }
        var name = id
        var days: [HolidayDay] = []
        var stack: [String] = []
        var event: [(name: String, parameters: [String: String], value: String, line: Int)] = []
        var eventLine = 0
        var events = 0
        var sawCalendar = false
        for (line, content) in try HolidayCalendar.logicalLines(text) {
            let property = HolidayCalendar.property(content)
            switch property.name {
            case "BEGIN":
                let component = property.value.uppercased()
                if stack.isEmpty, component != "VCALENDAR" {
                    throw HolidayCalendarError(line: line, reason: .notICalendar)
                }
                if component == "VCALENDAR" { sawCalendar = true }
                if component == "VEVENT" {
                    events += 1
                    guard events <= HolidayCalendar.maximumEvents else {
                        throw HolidayCalendarError(
                            line: line, reason: .tooManyEvents(limit: HolidayCalendar.maximumEvents))
                    }
                    event = []
                    eventLine = line
                }
                stack.append(component)
            case "END":
                let component = property.value.uppercased()
                guard stack.last == component else {
                    throw HolidayCalendarError(line: line, reason: .unmatchedEnd(name: String(component.prefix(40))))
                }
                stack.removeLast()
                if component == "VEVENT" {
                    days += try HolidayCalendar.days(of: event, line: eventLine, calendarId: id)
                }
            default:
                if stack.last == "VEVENT" {
                    event.append((property.name, property.parameters, property.value, line))
                } else if stack.last == "VCALENDAR", property.name == "X-WR-CALNAME" || property.name == "NAME",
                    !property.value.isEmpty
                {
                    name = HolidayCalendar.unescaped(property.value)
                }
            }
        }
        guard sawCalendar else { throw HolidayCalendarError(line: nil, reason: .notICalendar) }
        if let open = stack.last { throw HolidayCalendarError(line: nil, reason: .unclosedComponent(name: open)) }
        self.init(id: id, name: name, days: days)
    }

    private static func days(
        of event: [(name: String, parameters: [String: String], value: String, line: Int)], line: Int,
        calendarId: String
    ) throws(HolidayCalendarError) -> [HolidayDay] {
        func first(_ name: String) -> (parameters: [String: String], value: String, line: Int)? {
            event.first { $0.name == name }.map { ($0.parameters, $0.value, $0.line) }
        }
        if first("STATUS")?.value.uppercased() == "CANCELLED" { return [] }
        guard let start = first("DTSTART") else { throw HolidayCalendarError(line: line, reason: .missingStart) }
        guard let startDate = date(start.value) else {
            throw HolidayCalendarError(line: start.line, reason: .invalidDate(property: "DTSTART"))
        }
        var count = 1
        if let end = first("DTEND") {
            guard let endDate = date(end.value) else {
                throw HolidayCalendarError(line: end.line, reason: .invalidDate(property: "DTEND"))
            }
            // An end with a time of day other than midnight still covers its own date.
            let coversEndDate = end.value.count > 8 && !end.value.dropFirst(9).hasPrefix("000000")
            count = startDate.days(until: endDate) + (coversEndDate ? 1 : 0)
            guard count >= 1 else { throw HolidayCalendarError(line: end.line, reason: .endBeforeStart) }
        } else if let duration = first("DURATION"), let days = wholeDays(duration.value) {
            count = max(1, days)
        }
        guard count <= maximumEventDays else {
            throw HolidayCalendarError(line: line, reason: .eventTooLong(limitDays: maximumEventDays))
        }
        let summary = unescaped(first("SUMMARY")?.value ?? "")
        let categories = event.filter { $0.name == "CATEGORIES" }.flatMap { $0.value.split(separator: ",") }
            .map { unescaped(String($0)).trimmingCharacters(in: .whitespaces).lowercased() }
        let kind = self.kind(
            hearth: first("X-HEARTH-DAY-TYPE")?.value, apple: first("X-APPLE-SPECIAL-DAY")?.value,
            categories: categories, summary: summary)
        return (0..<count).map {
            HolidayDay(date: startDate.adding(days: $0), kind: kind, name: summary, calendarId: calendarId)
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

    /// The written date of `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`.
    private static func date(_ value: String) -> LocalDate? {
        let bytes = Array(value.utf8)
        guard bytes.count == 8 || ((bytes.count == 15 || bytes.count == 16) && bytes[8] == UInt8(ascii: "T")) else {
            return nil
        }
        return LocalDate(compact: value.prefix(8))
    }

    /// The whole days of a `P…D` or `P…W` duration.
    private static func wholeDays(_ value: String) -> Int? {
        let text = value.uppercased()
        guard text.hasPrefix("P"), text.count <= 8 else { return nil }
        let body = text.dropFirst()
        if body.hasSuffix("D"), let days = Int(body.dropLast()) { return days }
        if body.hasSuffix("W"), let weeks = Int(body.dropLast()) { return weeks * 7 }
        return nil
    }

    /// Unfolds the text into logical lines with their first line numbers.
    private static func logicalLines(_ text: String) throws(HolidayCalendarError) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        var number = 0
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            var bytes = raw
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
            if let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), !lines.isEmpty {
                lines[lines.count - 1].1 += String(decoding: bytes.dropFirst(), as: UTF8.self)
            } else if !bytes.isEmpty {
                lines.append((number, String(decoding: bytes, as: UTF8.self)))
            }
            if let last = lines.last, last.1.utf8.count > maximumLineBytes {
                throw HolidayCalendarError(line: last.0, reason: .lineTooLong(limitBytes: maximumLineBytes))
            }
        }
        return lines
    }

    /// Splits `NAME;PARAM=value;PARAM="quoted":value` (a line without a colon becomes a name-only property).
    private static func property(_ line: String) -> (name: String, parameters: [String: String], value: String) {
        var name = ""
        var parameters: [String: String] = [:]
        var current = ""
        var key: String?
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" {
                quoted.toggle()
            } else if !quoted, character == ";" || character == ":" {
                if name.isEmpty {
                    name = current.uppercased()
                } else if let key {
                    parameters[key] = current
                }
                current = ""
                key = nil
                if character == ":" {
                    return (name, parameters, String(line[line.index(after: index)...]))
                }
            } else if !quoted, character == "=", !name.isEmpty, key == nil {
                key = current.uppercased()
                current = ""
            } else {
                current.append(character)
            }
            index = line.index(after: index)
        }
        return (name.isEmpty ? current.uppercased() : name, parameters, "")
    }

    /// Undoes TEXT escaping (`\\`, `\;`, `\,`, `\n`).
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
