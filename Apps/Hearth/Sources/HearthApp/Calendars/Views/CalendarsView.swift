import Foundation
import HearthBasics

/// What a Settings → Calendars answer carries besides the list: a notice, or a refused form with its values and
/// the message beside each field.
struct CalendarsForm: Sendable {
    var flash: Flash?
    /// Whether the refused form was the upload (else the subscription, or an edit when `editing` is set).
    var isFile = false
    var values = CalendarsView.Values()
    /// The calendar whose edit form was refused.
    var editing: UUID?
    var editValues = CalendarChange()
    /// Messages by field (`name`, `colour`, `url`, `file`).
    var errors: [String: String] = [:]
}

/// The Settings → Calendars page (`calendars/settings`): every calendar with its source, event count, last success
/// and last error, and its edit, refresh and remove forms; then the forms that subscribe and upload.
struct CalendarsView: Sendable {
    /// One calendar.
    struct Row: Sendable {
        var id: String
        var name: String
        var colour: String
        var sourceText: String
        var url: String?
        var countText: String
        var successText: String
        var errorText: String?
        var isURL: Bool
        /// The edit form's values and messages (a refused edit shows what was typed).
        var editName: String
        var editColour: String
        var errors: [String: String]?
    }

    /// What a form had typed.
    struct Values: Sendable {
        var name = ""
        var colour = "#3366cc"
        var url = ""
    }

    var rows: [Row]
    var hasRows: Bool
    var writeLocked: Bool
    var flash: Flash?
    /// Messages beside the subscribe form's fields and the upload form's fields.
    var urlErrors: [String: String]?
    var fileErrors: [String: String]?
    var urlValues: Values
    var fileValues: Values

    /// - Parameters:
    ///   - string: A `calendars.*` string by its key below `calendars.`, with its arguments.
    ///   - stamp: An instant as the page writes it.
    init(
        summaries: [CalendarSummary], form: CalendarsForm, writeLocked: Bool,
        string: (String, [String: String]) -> String, stamp: (Date) -> String
    ) {
        rows = summaries.map { summary in
            let editing = form.editing?.uuidString.lowercased() == summary.id
            let success = summary.lastSuccess.flatMap(InstantFormat.date).map(stamp)
            return Row(
                id: summary.id, name: summary.name, colour: summary.colour,
                sourceText: summary.url ?? string("uploaded", ["file": summary.fileName ?? ""]),
                url: summary.url,
                countText: string(summary.eventCount == 1 ? "eventsOne" : "events", ["count": "\(summary.eventCount)"]),
                successText: success.map { string("lastSuccess", ["when": $0]) } ?? string("neverSucceeded", [:]),
                errorText: summary.lastError.map { string("lastError", ["error": $0]) }, isURL: summary.url != nil,
                editName: editing ? form.editValues.name ?? "" : summary.name,
                editColour: editing ? form.editValues.colour ?? "" : summary.colour,
                errors: editing ? form.errors : nil)
        }
        hasRows = !rows.isEmpty
        self.writeLocked = writeLocked
        flash = form.flash
        let isAdd = form.editing == nil && !form.errors.isEmpty
        urlErrors = isAdd && !form.isFile ? form.errors : nil
        fileErrors = isAdd && form.isFile ? form.errors : nil
        urlValues = isAdd && !form.isFile ? form.values : Values()
        fileValues = isAdd && form.isFile ? form.values : Values()
    }
}
