import DaysCore
import Foundation
import HearthBasics

/// Shorthand for a date in tests; traps on an impossible date.
func d(_ text: String) -> LocalDate {
    guard let date = LocalDate(text) else { fatalError("bad test date \(text)") }
    return date
}

/// An instant from an ISO 8601 string in tests.
func instant(_ text: String) -> Date {
    guard let date = try? Date.ISO8601FormatStyle().parse(text) else { fatalError("bad test instant \(text)") }
    return date
}

/// A time zone by identifier in tests.
func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { fatalError("unknown zone \(identifier)") }
    return zone
}

/// A fixture file's text.
func fixture(_ name: String) throws -> String {
    guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil) else {
        throw CocoaError(.fileNoSuchFile)
    }
    return try String(contentsOf: url, encoding: .utf8)
}

let fixedCreation = instant("2025-01-02T03:04:05Z")
