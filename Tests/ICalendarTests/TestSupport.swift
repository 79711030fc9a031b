import Foundation
import HearthBasics
import ICalendar

/// A time zone by identifier in tests.
func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { fatalError("unknown zone \(identifier)") }
    return zone
}

let utc = TimeZone(secondsFromGMT: 0)!

/// An instant from ISO 8601 text (`2026-01-01T00:00:00Z`).
func instant(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else { fatalError("bad instant \(text)") }
    return date
}

/// A window of whole UTC days, `2024-01-01..2031-01-01`.
func window(_ from: String, _ to: String) -> DateInterval {
    DateInterval(start: instant(from + "T00:00:00Z"), end: instant(to + "T00:00:00Z"))
}

/// A calendar of one event from its property lines.
func calendar(_ lines: String...) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
}

/// The starts of a file's occurrences in a window, as written (`2026-11-26`, `2026-11-26T09:00:00[zone]`).
func starts(_ text: String, in interval: DateInterval, floatingIn floating: TimeZone = utc) throws -> [String] {
    let document = try ICalendarDocument(text)
    return try document.events.flatMap { try $0.occurrences(overlapping: interval, floatingIn: floating) }
        .filter { !$0.isCancelled }.map(\.start.description)
}

/// The instances of an `RRULE` from a floating `DTSTART` (`YYYYMMDDTHHMMSS`), as written.
func expand(_ rule: String, from start: String, through last: String = "20991231T235959") throws -> [String] {
    guard let begin = DateTimeValue.parseText(start, zone: nil), let end = DateTimeValue.parseText(last, zone: nil)
    else { fatalError("bad test date \(start) or \(last)") }
    let parsed = try RecurrenceRule.parse(rule)
    var until: CivilDateTime?
    if case .until(let value) = parsed.end { until = value.wall }
    return try parsed.instances(start: begin.wall, until: until, from: nil, through: end.wall).map { time in
        begin.isDate ? time.date.description : time.description
    }
}

/// A file of the repository, by its path from the root.
func repositoryFile(_ path: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}
