import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// Reads the alarm editor's fields into an `Alarm` (on top of `base`, which keeps the id), with a problem for each
/// field that cannot even be read; AlarmKitCore's validation names the rest.
enum AlarmForm {
    /// The alarm the form describes, and the problems of fields that do not parse.
    static func alarm(from form: FormData, base: Alarm) -> (alarm: Alarm, issues: [AlarmValidationIssue]) {
        var alarm = base
        var issues: [AlarmValidationIssue] = []
        func issue(_ field: String, _ reason: AlarmValidationIssue.Reason, _ message: String) {
            issues.append(AlarmValidationIssue(field: field, reason: reason, message: message))
        }
        func number(_ field: String) -> Int? {
            guard let text = form[field]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            guard let value = Int(text) else {
                issue(field, .invalidFormat, "\(field) is a whole number.")
                return nil
            }
            return value
        }
        let timeText = (form["time"] ?? "").trimmingCharacters(in: .whitespaces)
        if let time = TimeOfDay(timeText.prefix(5)), timeText.count == 5 || timeText.count == 8 {
            alarm.time = time
        } else {
            issue("time", timeText.isEmpty ? .required : .invalidFormat, "A time is HH:mm, 00:00 through 23:59.")
        }
        alarm.label = (form["label"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let note = (form["note"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        alarm.note = note.isEmpty ? nil : note
        alarm.repeatDays = Set(form.values(for: "repeatDays").compactMap(Weekday.init(rawValue:)))
        alarm.isEnabled = form["enabled"] != nil
        if let text = form["sound"], !text.isEmpty {
            if let sound = AlarmSound(text) {
                alarm.sound = sound
            } else {
                issue("sound", .invalidFormat, "Unknown sound.")
            }
        }
        alarm.volume = number("volume") ?? alarm.volume
        alarm.fadeInSeconds = number("fadeInSeconds") ?? 0
        alarm.fadeInStartVolume = number("fadeInStartVolume") ?? 0
        alarm.vibrate = form["vibrate"] != nil
        alarm.snoozeMinutes = number("snoozeMinutes") ?? alarm.snoozeMinutes
        alarm.snoozeLimit = number("snoozeLimit")
        alarm.autoSilenceMinutes = number("autoSilenceMinutes") ?? alarm.autoSilenceMinutes
        alarm.skipNext = form["skipNext"] != nil
        let paused = (form["pausedUntil"] ?? "").trimmingCharacters(in: .whitespaces)
        if paused.isEmpty {
            alarm.pausedUntil = nil
        } else if let date = LocalDate(paused) {
            alarm.pausedUntil = date
        } else {
            issue("pausedUntil", .invalidFormat, "A date is YYYY-MM-DD.")
        }
        var dates: [LocalDate] = []
        for text in (form["exceptDates"] ?? "").split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
            if let date = LocalDate(text) {
                if !dates.contains(date) { dates.append(date) }
            } else {
                issue("exceptDates", .invalidFormat, "“\(text.prefix(20))” is not a date as YYYY-MM-DD.")
                break
            }
        }
        alarm.exceptDates = dates
        alarm.skipHolidays = form["skipHolidays"] != nil
        alarm.workOnMakeUpDays = form["workOnMakeUpDays"] != nil
        alarm.holidayCalendars = form.values(for: "holidayCalendars").filter { !$0.isEmpty }
        let failed = Set(issues.map(\.field))
        return (
            alarm, issues + alarm.validationIssues().filter { !failed.contains(String($0.field.prefix { $0 != "[" })) }
        )
    }

    /// The repeat days a preset button stands for, if the post is a preset (no JavaScript).
    static func preset(_ form: FormData) -> Set<Weekday>? {
        guard let value = form["preset"] else { return nil }
        return AlarmFormView.presetDays.first { $0.value == value }?.days
    }
}
