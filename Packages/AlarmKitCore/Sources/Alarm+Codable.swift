import Foundation
import HearthBasics

extension Alarm: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, time, label, note, repeatDays, enabled, sound, volume, fadeInSeconds, fadeInStartVolume, vibrate
        case snoozeMinutes, snoozeLimit, autoSilenceMinutes, skipNext, pausedUntil, exceptDates, skipHolidays
        case holidayCalendars, workOnMakeUpDays
    }

    /// The `JSONDecoder.userInfo` key of a `UUID` that a decoded alarm without an `id` receives (for a create
    /// request, whose body has no id yet). Without it, a missing `id` is an error.
    public static let assignedIdKey = CodingUserInfoKey(rawValue: "AlarmKitCore.assignedId")!

    /// Decodes an alarm from its JSON object and validates it.
    ///
    /// Missing fields take the defaults of ``init(id:time:label:note:repeatDays:isEnabled:sound:volume:fadeInSeconds:fadeInStartVolume:vibrate:snoozeMinutes:snoozeLimit:autoSilenceMinutes:skipNext:pausedUntil:exceptDates:skipHolidays:holidayCalendars:workOnMakeUpDays:)``,
    /// except `time` and `id` (unless ``assignedIdKey`` gives one). Unknown keys, such as the read-only
    /// `nextTrigger`, are ignored.
    /// - Throws: ``AlarmValidationError`` listing every problem, including values of the wrong JSON type
    ///   (field `alarm` when the value is not an object).
    public init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            throw AlarmValidationError(issues: [
                AlarmValidationIssue(field: "alarm", reason: .wrongType, message: "An alarm is a JSON object.")
            ])
        }
        var reader = FieldReader(container: container)
        var id = decoder.userInfo[Alarm.assignedIdKey] as? UUID
        if let text: String = reader.optional(.id, "a UUID string") {
            if let value = UUID(uuidString: text) {
                id = value
            } else {
                reader.issue("id", .invalidFormat, "An id is a UUID.")
            }
        } else if id == nil, !reader.failed("id") {
            reader.issue("id", .required, "An id is a UUID.")
        }
        var time: TimeOfDay?
        if let text: String = reader.optional(.time, "a time as HH:mm") {
            time = TimeOfDay(text)
            if time == nil { reader.issue("time", .invalidFormat, "A time is HH:mm, 00:00 through 23:59.") }
        } else if !reader.failed("time") {
            reader.issue("time", .required, "A time is HH:mm, 00:00 through 23:59.")
        }
        var alarm = Alarm(
            id: id ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
            time: time ?? TimeOfDay(hour: 0, minute: 0)!)
        alarm.label = reader.optional(.label, "a string") ?? alarm.label
        alarm.note = reader.optional(.note, "a string or null")
        if let days: [String] = reader.optional(.repeatDays, "a list of weekdays") {
            var set = Set<Weekday>()
            for (index, text) in days.enumerated() {
                if let day = Weekday(rawValue: text) {
                    set.insert(day)
                } else {
                    reader.issue("repeatDays[\(index)]", .invalidFormat, "A weekday is mon, tue, … or sun.")
                }
            }
            alarm.repeatDays = set
        }
        alarm.isEnabled = reader.optional(.enabled, "true or false") ?? alarm.isEnabled
        if let text: String = reader.optional(.sound, "a string") {
            if let sound = AlarmSound(text) {
                alarm.sound = sound
            } else {
                reader.issue("sound", .invalidFormat, "A sound is a tone id or mix:<id> (letters, digits, . _ -).")
            }
        }
        alarm.volume = reader.optional(.volume, "a whole number") ?? alarm.volume
        alarm.fadeInSeconds = reader.optional(.fadeInSeconds, "a whole number") ?? alarm.fadeInSeconds
        alarm.fadeInStartVolume = reader.optional(.fadeInStartVolume, "a whole number") ?? alarm.fadeInStartVolume
        alarm.vibrate = reader.optional(.vibrate, "true or false") ?? alarm.vibrate
        alarm.snoozeMinutes = reader.optional(.snoozeMinutes, "a whole number") ?? alarm.snoozeMinutes
        alarm.snoozeLimit = reader.optional(.snoozeLimit, "a whole number or null")
        alarm.autoSilenceMinutes = reader.optional(.autoSilenceMinutes, "a whole number") ?? alarm.autoSilenceMinutes
        alarm.skipNext = reader.optional(.skipNext, "true or false") ?? alarm.skipNext
        if let text: String = reader.optional(.pausedUntil, "a date as YYYY-MM-DD or null") {
            alarm.pausedUntil = LocalDate(text)
            if alarm.pausedUntil == nil { reader.issue("pausedUntil", .invalidFormat, "A date is YYYY-MM-DD.") }
        }
        if let texts: [String] = reader.optional(.exceptDates, "a list of dates") {
            alarm.exceptDates = texts.enumerated().compactMap { index, text in
                guard let date = LocalDate(text) else {
                    reader.issue("exceptDates[\(index)]", .invalidFormat, "A date is YYYY-MM-DD.")
                    return nil
                }
                return date
            }
        }
        alarm.skipHolidays = reader.optional(.skipHolidays, "true or false") ?? alarm.skipHolidays
        alarm.holidayCalendars = reader.optional(.holidayCalendars, "a list of calendar ids") ?? []
        alarm.workOnMakeUpDays = reader.optional(.workOnMakeUpDays, "true or false") ?? alarm.workOnMakeUpDays
        let failed = Set(reader.issues.map { $0.field.prefix { $0 != "[" } })
        let issues =
            reader.issues + alarm.validationIssues().filter { !failed.contains($0.field.prefix { $0 != "[" }) }
        if !issues.isEmpty {
            let order = CodingKeys.allCases.map(\.stringValue)
            func rank(_ issue: AlarmValidationIssue) -> Int {
                order.firstIndex(of: String(issue.field.prefix { $0 != "[" })) ?? order.count
            }
            throw AlarmValidationError(
                issues: issues.enumerated().sorted { (rank($0.1), $0.0) < (rank($1.1), $1.0) }.map(\.1))
        }
        self = alarm
    }

    /// Encodes every field with the API's JSON names, `repeatDays` Monday first, `exceptDates` sorted, and `note`,
    /// `snoozeLimit` and `pausedUntil` as `null` when absent.
    ///
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.uuidString.lowercased(), forKey: .id)
        try container.encode(time, forKey: .time)
        try container.encode(label, forKey: .label)
        try container.encode(note, forKey: .note)
        try container.encode(orderedRepeatDays, forKey: .repeatDays)
        try container.encode(isEnabled, forKey: .enabled)
        try container.encode(sound, forKey: .sound)
        try container.encode(volume, forKey: .volume)
        try container.encode(fadeInSeconds, forKey: .fadeInSeconds)
        try container.encode(fadeInStartVolume, forKey: .fadeInStartVolume)
        try container.encode(vibrate, forKey: .vibrate)
        try container.encode(snoozeMinutes, forKey: .snoozeMinutes)
        try container.encode(snoozeLimit, forKey: .snoozeLimit)
        try container.encode(autoSilenceMinutes, forKey: .autoSilenceMinutes)
        try container.encode(skipNext, forKey: .skipNext)
        try container.encode(pausedUntil, forKey: .pausedUntil)
        try container.encode(exceptDates.sorted(), forKey: .exceptDates)
        try container.encode(skipHolidays, forKey: .skipHolidays)
        try container.encode(holidayCalendars, forKey: .holidayCalendars)
        try container.encode(workOnMakeUpDays, forKey: .workOnMakeUpDays)
    }
}

/// Reads optional fields of a keyed container, turning type errors into issues instead of throwing.
private struct FieldReader {
    let container: KeyedDecodingContainer<Alarm.CodingKeys>
    var issues: [AlarmValidationIssue] = []

    mutating func issue(_ field: String, _ reason: AlarmValidationIssue.Reason, _ message: String) {
        issues.append(AlarmValidationIssue(field: field, reason: reason, message: message))
    }

    func failed(_ field: String) -> Bool { issues.contains { $0.field == field } }

    /// The value, or `nil` when the key is missing or `null`; a value of another type adds a `wrongType` issue.
    mutating func optional<T: Decodable>(_ key: Alarm.CodingKeys, _ expected: String) -> T? {
        guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else { return nil }
        do {
            return try container.decode(T.self, forKey: key)
        } catch {
            issue(key.stringValue, .wrongType, "\(key.stringValue) is \(expected).")
            return nil
        }
    }
}
