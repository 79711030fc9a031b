import AlarmKitCore
import Foundation

/// The holiday calendars settings page (`holidays/settings`): every calendar, the next listed days, and the forms
/// that import a file or subscribe to a URL.
struct HolidayCalendarsView: Sendable {
    /// One calendar.
    struct Row: Sendable {
        var id: String
        var name: String
        var sourceText: String
        var isShipped: Bool
        var isURL: Bool
        var url: String?
        var coverageText: String?
        var countsText: String
        var fetchedText: String?
        var errorText: String?
        /// What the person should know about the file (for example, that it has no events).
        var warningTexts: [String]
    }

    /// One upcoming holiday or make-up working day.
    struct Upcoming: Sendable {
        var dateText: String
        var name: String
        var kindText: String
        var isMakeUp: Bool
        var calendarName: String
    }

    /// What a refused form had typed, shown again.
    struct Values: Sendable {
        var id = ""
        var name = ""
        var url = ""
    }

    var rows: [Row]
    var upcoming: [Upcoming]
    var hasUpcoming: Bool
    var writeLocked: Bool
    var flash: Flash?
    /// Messages beside the import form's fields (`file`, `id`, `name`).
    var fileErrors: [String: String]?
    /// Messages beside the subscribe form's fields (`url`, `id`, `name`).
    var urlErrors: [String: String]?
    var fileValues: Values
    var urlValues: Values
}

/// The confirmation page before deleting a calendar (`holidays/delete`).
struct HolidayCalendarDeleteView: Sendable {
    var id: String
    var question: String
    var writeLocked: Bool
}
