import AlarmKitCore
import Foundation
import HearthBasics

/// A date in tests; traps on an impossible date.
func d(_ text: String) -> LocalDate {
    guard let date = LocalDate(text) else { fatalError("bad test date \(text)") }
    return date
}

/// A time in tests; traps on a malformed time.
func t(_ text: String) -> TimeOfDay {
    guard let time = TimeOfDay(text) else { fatalError("bad test time \(text)") }
    return time
}

/// An instant from an ISO 8601 string in tests.
func instant(_ text: String) -> Date {
    guard let date = InstantFormat.date(from: text) else { fatalError("bad test instant \(text)") }
    return date
}

/// A time zone by identifier in tests.
func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { fatalError("unknown zone \(identifier)") }
    return zone
}

let utc = TimeZone(secondsFromGMT: 0)!

/// A fixture file's text.
func fixture(_ name: String) throws -> String {
    guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil) else {
        throw CocoaError(.fileNoSuchFile)
    }
    return try String(contentsOf: url, encoding: .utf8)
}

/// A file of the repository, by its path from the root.
func repositoryFile(_ path: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// The shipped mainland China calendar.
func chinaCalendar() throws -> HolidayCalendar {
    try HolidayCalendar(iCalendar: repositoryFile("web/holidays/cn-mainland.ics"), id: "cn-mainland", timeZone: utc)
}

/// A fixed alarm id for tests.
let alarmId = UUID(uuidString: "6f1c2b3a-0000-4000-8000-000000000001")!

/// Every date a calendar can name, for calendars that do not repeat without end.
let allDates = LocalDate.minimum...LocalDate.maximum
