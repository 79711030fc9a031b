import HearthBasics

extension Alarm {
    /// Every problem with this alarm's fields, in JSON field order; empty when it is valid.
    ///
    /// - Returns: The issues, each naming its field.
    public func validationIssues() -> [AlarmValidationIssue] {
        var issues: [AlarmValidationIssue] = []
        func add(_ field: String, _ reason: AlarmValidationIssue.Reason, _ message: String) {
            issues.append(AlarmValidationIssue(field: field, reason: reason, message: message))
        }
        if label.count > Alarm.maximumLabelLength {
            add("label", .tooLong, "A label has at most \(Alarm.maximumLabelLength) characters.")
        }
        if label.hasForbiddenControlCharacters {
            add(
                "label", .invalidFormat,
                "The label contains a control character (such as U+0000), which cannot be stored.")
        }
        if let note, note.count > Alarm.maximumNoteLength {
            add("note", .tooLong, "A note has at most \(Alarm.maximumNoteLength) characters.")
        }
        if let note, note.hasForbiddenControlCharacters {
            add(
                "note", .invalidFormat,
                "The note contains a control character (such as U+0000), which cannot be stored.")
        }
        if !AlarmSound.isValidId(sound.id) {
            add("sound", .invalidFormat, "A sound is a tone id or mix:<id> (letters, digits, . _ -, 1–100).")
        }
        if !(0...100).contains(volume) {
            add("volume", .outOfRange, "The volume is 0 through 100.")
        }
        if !(0...Alarm.maximumFadeInSeconds).contains(fadeInSeconds) {
            add("fadeInSeconds", .outOfRange, "The fade-in lasts 0 through \(Alarm.maximumFadeInSeconds) seconds.")
        }
        if !(0...100).contains(fadeInStartVolume) {
            add("fadeInStartVolume", .outOfRange, "The fade-in start volume is 0 through 100.")
        } else if (0...100).contains(volume), fadeInStartVolume > volume {
            add("fadeInStartVolume", .inconsistent, "The fade-in starts no louder than the volume.")
        }
        if !Alarm.allowedSnoozeMinutes.contains(snoozeMinutes) {
            let allowed = Alarm.allowedSnoozeMinutes.map(String.init).joined(separator: ", ")
            add(
                "snoozeMinutes", (1...60).contains(snoozeMinutes) ? .notAllowed : .outOfRange,
                "A snooze lasts \(allowed) minutes.")
        }
        if let snoozeLimit, !Alarm.snoozeLimitRange.contains(snoozeLimit) {
            add(
                "snoozeLimit", .outOfRange,
                "The snooze limit is 0 through \(Alarm.snoozeLimitRange.upperBound) or null.")
        }
        if !Alarm.autoSilenceRange.contains(autoSilenceMinutes) {
            add("autoSilenceMinutes", .outOfRange, "Auto-silence comes after 1 through 60 minutes.")
        }
        if exceptDates.count > Alarm.maximumExceptDates {
            add("exceptDates", .tooLong, "An alarm has at most \(Alarm.maximumExceptDates) exception dates.")
        }
        var seenDates = Set<LocalDate>()
        for (index, date) in exceptDates.enumerated() where !seenDates.insert(date).inserted {
            add("exceptDates[\(index)]", .duplicate, "\(date) is listed twice.")
        }
        if holidayCalendars.count > Alarm.maximumHolidayCalendars {
            add(
                "holidayCalendars", .tooLong, "An alarm follows at most \(Alarm.maximumHolidayCalendars) calendars.")
        }
        var seenCalendars = Set<String>()
        for (index, id) in holidayCalendars.enumerated() {
            if !AlarmSound.isValidId(id) {
                add(
                    "holidayCalendars[\(index)]", .invalidFormat,
                    "A calendar id has 1–100 letters, digits, '.', '_' or '-'.")
            } else if !seenCalendars.insert(id).inserted {
                add("holidayCalendars[\(index)]", .duplicate, "\(id) is listed twice.")
            }
        }
        if (skipHolidays || workOnMakeUpDays), holidayCalendars.isEmpty {
            add("holidayCalendars", .inconsistent, "Holiday rules need at least one holiday calendar.")
        }
        return issues
    }

    /// Throws when the alarm has any problem.
    ///
    /// - Throws: ``AlarmValidationError`` listing every problem.
    public func validate() throws(AlarmValidationError) {
        let issues = validationIssues()
        if !issues.isEmpty { throw AlarmValidationError(issues: issues) }
    }
}
