import HearthBasics

/// One problem found while importing a file: where it is, a machine-readable ``Code`` and an English `reason`.
///
/// The app shows `reason` or, better, localizes from `code` (with its arguments), `line`, `path` and `field`.
///
/// Two issues are equal when they have the same place and the same `reason`; the `code` is not compared, so an
/// issue made from a sentence alone (``init(line:path:field:reason:)``) equals the one the importer reports.
public struct ImportIssue: Hashable, Sendable, CustomStringConvertible {
    /// Why a file or record was refused, with the values the English sentence names.
    public enum Code: Hashable, Sendable {
        // The whole file.
        /// The file is larger than the format allows.
        case fileTooLarge(limitMB: Int)
        /// The file is not UTF-8 text.
        case notUTF8

        // CSV.
        /// The CSV file has more rows than allowed.
        case tooManyRows(limit: Int)
        /// A quoted CSV cell is not closed.
        case unclosedQuote
        /// Text follows the closing quote of a CSV cell.
        case textAfterQuote
        /// A quote appears inside an unquoted CSV cell.
        case quoteInUnquotedCell
        /// A CSV cell is longer than allowed.
        case cellTooLong(limitBytes: Int)
        /// A CSV record is longer than allowed.
        case recordTooLong(limitBytes: Int)
        /// A CSV cell is not valid UTF-8.
        case cellNotUTF8
        /// A carriage return appears without a line feed.
        case bareCarriageReturn
        /// The CSV file has no header row.
        case noHeaderRow
        /// A column name appears twice in the header (the issue's `field`).
        case duplicateColumn
        /// The header lacks a required column.
        case missingColumn(name: String)
        /// A row has a different number of cells from the header.
        case cellCount(found: Int, expected: Int)
        /// The cell (the issue's `field`) is not a whole number.
        case notWholeNumber
        /// The cell (the issue's `field`) is not `true` or `false`.
        case notBoolean
        /// A reminder is not written `daysBefore@HH:mm`.
        case badReminder
        /// An id is not a UUID.
        case badID
        /// The value (the issue's `field`, or `exportedAt` in a backup) is not an ISO 8601 instant.
        case notInstant
        /// The id is used twice: also on `firstLine` (CSV, iCalendar), or elsewhere in the backup when `nil`.
        case duplicateID(firstLine: Int?)

        // JSON backup.
        /// The file is not a JSON object.
        case notJSONBackup
        /// The backup has no `version`.
        case noVersion
        /// The backup's `version` is not one this package reads.
        case unsupportedVersion(Int)
        /// The backup does not have the layout of its version.
        case wrongLayout
        /// A record of the backup is not a JSON object (or has fields of the wrong type).
        case recordNotObject

        // iCalendar.
        /// A (folded) line is longer than allowed.
        case lineTooLong(limitBytes: Int)
        /// The file has more events than allowed.
        case tooManyComponents(limit: Int)
        /// `END:name` does not close the open component.
        case unmatchedEnd(name: String)
        /// `BEGIN:name` is never closed.
        case unclosedComponent(name: String)
        /// The line is not an iCalendar property.
        case notAProperty
        /// The file is not one `VCALENDAR`.
        case notOneCalendar
        /// The event's `DTSTART` is not a date.
        case badStart(value: String)
        /// The event has no `DTSTART`.
        case noStart
        /// The `RRULE` frequency is not weekly, monthly or yearly.
        case unsupportedFrequency(value: String)
        /// The `RRULE` interval is not 1.
        case unsupportedInterval(value: String)
        /// An `RRULE` part (`value`: its name, such as `BYDAY` or `UNTIL`) is missing or malformed.
        case badRulePart(value: String)
        /// `X-HEARTH-LUNAR` is not `month-day`.
        case badLunar(value: String)
        /// A note: an alarm without a `TRIGGER` was left out.
        case alarmWithoutTrigger
        /// A note: an alarm whose `TRIGGER` is not a date-time was left out.
        case badTriggerDateTime(value: String)
        /// A note: an alarm whose `TRIGGER` is not a duration was left out.
        case badTriggerDuration(value: String)
        /// A note: an alarm after the day was left out.
        case alarmAfterDay
        /// A note: the event has no `UID`, so its id is derived from its title and start.
        case noUID
        /// A note: an alarm more than 365 days before the day was left out.
        case alarmTooEarly(daysBefore: Int)
        /// A note: the rule's end (`COUNT`, `UNTIL`) or its exceptions (`EXDATE`) are not kept; the day repeats on.
        case recurrenceEndNotKept

        // CSV and iCalendar.
        /// A note: the day's category is not stored and the file does not name it, so the day is uncategorized.
        case unknownCategory

        // Any format.
        /// The record's field (the issue's `field`) failed a day's or category's validation.
        case invalid(DaysValidationIssue.Reason)

        /// The case's name, for APIs and message keys: `missingColumn`, `cellCount`, `invalid` ….
        public var name: String {
            switch self {
            case .fileTooLarge: "fileTooLarge"
            case .notUTF8: "notUTF8"
            case .tooManyRows: "tooManyRows"
            case .unclosedQuote: "unclosedQuote"
            case .textAfterQuote: "textAfterQuote"
            case .quoteInUnquotedCell: "quoteInUnquotedCell"
            case .cellTooLong: "cellTooLong"
            case .recordTooLong: "recordTooLong"
            case .cellNotUTF8: "cellNotUTF8"
            case .bareCarriageReturn: "bareCarriageReturn"
            case .noHeaderRow: "noHeaderRow"
            case .duplicateColumn: "duplicateColumn"
            case .missingColumn: "missingColumn"
            case .cellCount: "cellCount"
            case .notWholeNumber: "notWholeNumber"
            case .notBoolean: "notBoolean"
            case .badReminder: "badReminder"
            case .badID: "badID"
            case .notInstant: "notInstant"
            case .duplicateID: "duplicateID"
            case .notJSONBackup: "notJSONBackup"
            case .noVersion: "noVersion"
            case .unsupportedVersion: "unsupportedVersion"
            case .wrongLayout: "wrongLayout"
            case .recordNotObject: "recordNotObject"
            case .lineTooLong: "lineTooLong"
            case .tooManyComponents: "tooManyComponents"
            case .unmatchedEnd: "unmatchedEnd"
            case .unclosedComponent: "unclosedComponent"
            case .notAProperty: "notAProperty"
            case .notOneCalendar: "notOneCalendar"
            case .badStart: "badStart"
            case .noStart: "noStart"
            case .unsupportedFrequency: "unsupportedFrequency"
            case .unsupportedInterval: "unsupportedInterval"
            case .badRulePart: "badRulePart"
            case .badLunar: "badLunar"
            case .alarmWithoutTrigger: "alarmWithoutTrigger"
            case .badTriggerDateTime: "badTriggerDateTime"
            case .badTriggerDuration: "badTriggerDuration"
            case .alarmAfterDay: "alarmAfterDay"
            case .noUID: "noUID"
            case .alarmTooEarly: "alarmTooEarly"
            case .recurrenceEndNotKept: "recurrenceEndNotKept"
            case .unknownCategory: "unknownCategory"
            case .invalid: "invalid"
            }
        }

        /// The values the message names, by placeholder (`limit`, `name`, `found`, `expected`, `line`, `version`,
        /// `value`, `reason`, `days`); empty when there are none.
        public var arguments: [String: String] {
            switch self {
            case .fileTooLarge(let limit): ["limit": String(limit)]
            case .tooManyRows(let limit), .tooManyComponents(let limit): ["limit": String(limit)]
            case .cellTooLong(let limit), .recordTooLong(let limit), .lineTooLong(let limit): ["limit": String(limit)]
            case .missingColumn(let name), .unmatchedEnd(let name), .unclosedComponent(let name): ["name": name]
            case .cellCount(let found, let expected): ["found": String(found), "expected": String(expected)]
            case .duplicateID(let line?): ["line": String(line)]
            case .unsupportedVersion(let version): ["version": String(version)]
            case .badStart(let value), .unsupportedFrequency(let value), .unsupportedInterval(let value),
                .badRulePart(let value), .badLunar(let value), .badTriggerDateTime(let value),
                .badTriggerDuration(let value):
                ["value": value]
            case .invalid(let reason): ["reason": reason.rawValue]
            case .alarmTooEarly(let daysBefore): ["days": String(daysBefore)]
            default: [:]
            }
        }

        /// The English sentence for this code; `field` fills in the sentences that name the field.
        ///
        /// - Parameter field: The issue's field, if any.
        /// - Returns: The sentence.
        public func englishReason(field: String? = nil) -> String {
            let field = field ?? "The value"
            return switch self {
            case .fileTooLarge(let limit): "The file is larger than \(limit) MB."
            case .notUTF8: "The file is not UTF-8 text."
            case .tooManyRows(let limit): "The file has more than \(limit) rows."
            case .unclosedQuote: "A quoted cell is not closed."
            case .textAfterQuote: "Text follows a closing quote."
            case .quoteInUnquotedCell: "A quote appears inside an unquoted cell."
            case .cellTooLong(let limit): "A cell is longer than \(limit) bytes."
            case .recordTooLong(let limit): "The record is longer than \(limit) bytes."
            case .cellNotUTF8: "A cell is not valid UTF-8."
            case .bareCarriageReturn: "A carriage return appears without a line feed."
            case .noHeaderRow: "The file has no header row."
            case .duplicateColumn: "The column appears twice."
            case .missingColumn(let name): "The header has no \(name) column."
            case .cellCount(let found, let expected): "The row has \(found) cells; the header has \(expected)."
            case .notWholeNumber: "\(field) is a whole number."
            case .notBoolean: "\(field) is true or false."
            case .badReminder: "A reminder is written daysBefore@HH:mm."
            case .badID: "An id is a UUID."
            case .notInstant: "\(field) is an ISO 8601 instant."
            case .duplicateID(let line?): "The id is also on line \(line)."
            case .duplicateID(nil): "The id appears twice."
            case .notJSONBackup: "The file is not a JSON backup object."
            case .noVersion: "The backup has no version number."
            case .unsupportedVersion(let version): "Backup version \(version) is not supported (1 is)."
            case .wrongLayout: "The backup does not have the version 1 layout."
            case .recordNotObject: "The record is not a JSON object."
            case .lineTooLong(let limit): "The line is longer than \(limit) bytes."
            case .tooManyComponents(let limit): "The file has more than \(limit) components."
            case .unmatchedEnd(let name): "END:\(name) does not close the open component."
            case .unclosedComponent(let name): "BEGIN:\(name) is never closed."
            case .notAProperty: "The line is not an iCalendar property."
            case .notOneCalendar: "The file is not one VCALENDAR."
            case .badStart(let value): "DTSTART \"\(value)\" is not a date."
            case .noStart: "The event has no DTSTART."
            case .unsupportedFrequency(let value): "RRULE FREQ \"\(value)\" is not weekly, monthly or yearly."
            case .unsupportedInterval(let value):
                "RRULE INTERVAL \(value) is not supported (only every week, month or year)."
            case .badRulePart(let value): "RRULE part \(value) is missing or malformed."
            case .badLunar(let value): "X-HEARTH-LUNAR \"\(value)\" is not month-day."
            case .alarmWithoutTrigger: "An alarm without a TRIGGER was left out."
            case .badTriggerDateTime(let value): "TRIGGER \"\(value)\" is not a date-time; the alarm was left out."
            case .badTriggerDuration(let value): "TRIGGER \"\(value)\" is not a duration; the alarm was left out."
            case .alarmAfterDay: "An alarm after the day was left out; reminders come before or on it."
            case .noUID: "The event has no UID; its id comes from its title and start."
            case .alarmTooEarly(let daysBefore):
                "An alarm \(daysBefore) days before the day was left out (reminders are at most 365 days before)."
            case .recurrenceEndNotKept: "The repeat's end (COUNT, UNTIL) and exceptions (EXDATE) are not kept."
            case .unknownCategory: "The category is neither stored nor named in the file; the day is uncategorized."
            case .invalid(let reason): "\(field) is not valid (\(reason.rawValue))."
            }
        }
    }

    /// The 1-based line of the file where the bad record starts (CSV, iCalendar); `nil` for JSON.
    public var line: Int?
    /// Where in the document, for JSON: `days[3]`, `categories[0]`, `version`; `nil` otherwise.
    public var path: String?
    /// The field of the record (`title`, `date` …), when the problem is one field's.
    public var field: String?
    /// The machine-readable reason, with the values its message names.
    public var code: Code
    /// An English sentence.
    public var reason: String

    /// Creates an issue from its code.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - path: The JSON path.
    ///   - field: The field.
    ///   - code: Why.
    ///   - reason: The English sentence; `nil` for the code's own (``Code/englishReason(field:)``).
    public init(line: Int? = nil, path: String? = nil, field: String? = nil, code: Code, reason: String? = nil) {
        self.line = line
        self.path = path
        self.field = field
        self.code = code
        self.reason = reason ?? code.englishReason(field: field)
    }

    /// Creates an issue for a field that failed validation: code ``Code/invalid(_:)``, the issue's message as
    /// the reason.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - path: The JSON path.
    ///   - issue: The validation issue.
    public init(line: Int? = nil, path: String? = nil, validation issue: DaysValidationIssue) {
        self.init(line: line, path: path, field: issue.field, code: .invalid(issue.reason), reason: issue.message)
    }

    /// Creates an issue from its English sentence alone; its code is ``Code/invalid(_:)`` with
    /// ``DaysValidationReason/invalidFormat`` (importers use ``init(line:path:field:code:reason:)``).
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - path: The JSON path.
    ///   - field: The field.
    ///   - reason: Why.
    public init(line: Int? = nil, path: String? = nil, field: String? = nil, reason: String) {
        self.line = line
        self.path = path
        self.field = field
        self.code = .invalid(.invalidFormat)
        self.reason = reason
    }

    /// `line 4: title: A title is required.` or `days[3].date: …`.
    public var description: String {
        var parts: [String] = []
        if let line { parts.append("line \(line)") }
        var location = path ?? ""
        if let field { location += location.isEmpty ? field : "." + field }
        if !location.isEmpty { parts.append(location) }
        parts.append(reason)
        return parts.joined(separator: ": ")
    }

    /// Whether two issues have the same place and reason (the code is not compared).
    public static func == (lhs: ImportIssue, rhs: ImportIssue) -> Bool {
        lhs.line == rhs.line && lhs.path == rhs.path && lhs.field == rhs.field && lhs.reason == rhs.reason
    }

    /// Hashes the place and reason, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(path)
        hasher.combine(field)
        hasher.combine(reason)
    }
}
