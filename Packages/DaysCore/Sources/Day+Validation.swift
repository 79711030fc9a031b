import Foundation
import HearthBasics

extension Day {
    /// Every problem with this day's values, each with its JSON field name; empty when the day is valid.
    ///
    /// Rules: `title` 1–200 characters after trimming; `notes` at most 2,000; neither holds a control character
    /// other than tab and line breaks; `color` `#RRGGBB`; lunar days
    /// have a `lunar` month 1–12 and day 1–30 that match `date` and repeat yearly or not at all; Gregorian days
    /// have no `lunar`; at most 10 `reminders`, each 0–365 days before, no two alike.
    ///
    /// - Returns: The problems, in field order.
    public func validationIssues() -> [DaysValidationIssue] {
        var issues: [DaysValidationIssue] = []
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            issues.append(.init(field: "title", reason: .required, message: "A title is required."))
        } else if trimmed.count > Day.maximumTitleLength {
            issues.append(
                .init(field: "title", reason: .tooLong, message: "The title is longer than 200 characters."))
        }
        if trimmed.hasForbiddenControlCharacters {
            issues.append(.init(field: "title", reason: .invalidFormat, message: Self.controlCharacterMessage("title")))
        }
        switch calendar {
        case .gregorian:
            if lunar != nil {
                issues.append(
                    .init(field: "lunar", reason: .inconsistent, message: "Only lunar days have a lunar date."))
            }
        case .chineseLunar:
            issues += lunarIssues()
        }
        if calendar == .chineseLunar, repeatRule == .weekly || repeatRule == .monthly {
            issues.append(
                .init(
                    field: "repeat", reason: .inconsistent,
                    message: "A lunar day repeats yearly or not at all."))
        }
        if notes.count > Day.maximumNotesLength {
            issues.append(
                .init(field: "notes", reason: .tooLong, message: "The notes are longer than 2,000 characters."))
        }
        if notes.hasForbiddenControlCharacters {
            issues.append(.init(field: "notes", reason: .invalidFormat, message: Self.controlCharacterMessage("notes")))
        }
        if let color, !Day.isValidColor(color) {
            issues.append(
                .init(field: "color", reason: .invalidFormat, message: "A colour is written #RRGGBB."))
        }
        if reminders.count > Day.maximumReminders {
            issues.append(
                .init(field: "reminders", reason: .tooLong, message: "A day has at most 10 reminders."))
        }
        var seen = Set<Reminder>()
        for (index, reminder) in reminders.enumerated() {
            if !(0...Reminder.maximumDaysBefore).contains(reminder.daysBefore) {
                issues.append(
                    .init(
                        field: "reminders[\(index)].daysBefore", reason: .outOfRange,
                        message: "Days before is 0 through 365."))
            }
            if !seen.insert(reminder).inserted {
                issues.append(
                    .init(
                        field: "reminders[\(index)]", reason: .duplicate, message: "The same reminder is set twice."))
            }
        }
        return issues
    }

    private func lunarIssues() -> [DaysValidationIssue] {
        guard let lunar else {
            return [.init(field: "lunar", reason: .required, message: "A lunar day needs its lunar month and day.")]
        }
        var issues: [DaysValidationIssue] = []
        if !(1...12).contains(lunar.month) {
            issues.append(.init(field: "lunar.month", reason: .outOfRange, message: "A lunar month is 1 through 12."))
        }
        if !(1...30).contains(lunar.day) {
            issues.append(.init(field: "lunar.day", reason: .outOfRange, message: "A lunar day is 1 through 30."))
        }
        if issues.isEmpty, ChineseLunarCalendar.lunarDate(for: date).monthDay != lunar {
            issues.append(
                .init(
                    field: "lunar", reason: .inconsistent,
                    message: "The lunar date does not match the date \(date)."))
        }
        return issues
    }

    /// Throws every problem at once when the day is not valid.
    ///
    /// - Throws: ``DaysValidationError`` listing every issue.
    public func validate() throws(DaysValidationError) {
        let issues = validationIssues()
        if !issues.isEmpty { throw DaysValidationError(issues: issues) }
    }

    /// Whether the text is a colour written `#RRGGBB` (hex digits, either case).
    ///
    /// - Parameter text: The candidate colour.
    /// - Returns: `true` for `#1a2B3c`, `false` for `red` or `#abc`.
    public static func isValidColor(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return false }
        return bytes.dropFirst().allSatisfy {
            (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0)
        }
    }

    /// The message for text holding a control character (U+0000 and the rest of C0).
    static func controlCharacterMessage(_ field: String) -> String {
        "The \(field) contains a control character (such as U+0000), which cannot be stored."
    }
}
