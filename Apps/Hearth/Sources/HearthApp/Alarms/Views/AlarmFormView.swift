import AlarmKitCore
import AudioPlayback
import Foundation
import HearthBasics

/// The alarm editor (`alarms/form`): the values as typed, the option lists, and the errors beside their fields.
struct AlarmFormView: Sendable {
    struct Day: Sendable {
        var value: String
        var label: String
        var longLabel: String
        var checked: Bool
    }

    struct Preset: Sendable {
        var value: String
        var label: String
        var days: String
    }

    struct Sound: Sendable {
        var value: String
        var label: String
        var url: String
        var selected: Bool
        /// A mix's sounds for the preview: `url volume` pairs joined by `;` (nil for a tone).
        var layers: String?
    }

    struct FieldError: Sendable {
        var field: String
        var label: String
        var message: String
    }

    var time: String
    var label: String
    var note: String
    var enabled: Bool
    var dayOptions: [Day]
    var presets: [Preset]
    var soundOptions: [Sound]
    /// The saved ambient mixes an alarm can ring with.
    var mixOptions: [Sound]
    var hasMixes: Bool
    /// "Its mix was deleted: it rings … instead", when the alarm's mix is gone.
    var soundNote: String?
    var volume: Int
    var fadeInSeconds: Int
    var fadeInStartVolume: Int
    var vibrate: Bool
    var snoozeOptions: [SelectOption]
    var limitOptions: [SelectOption]
    var autoSilenceMinutes: Int
    var skipNext: Bool
    var pausedUntil: String
    var exceptDates: String
    var skipHolidays: Bool
    var workOnMakeUpDays: Bool
    var calendarOptions: [SelectOption]
    var errors: [String: String]?
    var errorList: [FieldError]?
    var hasErrors: Bool
    var writeLocked: Bool
    var action: String
    var submitLabel: String

    /// A volume as the preview's percent (two decimals).
    private static func percent(_ value: Double) -> String { String(format: "%.2f", max(0, min(100, value))) }

    /// The presets of the repeat days, in the order shown.
    static let presetDays: [(value: String, key: String, days: Set<Weekday>)] = [
        ("weekdays", "repeat.weekdays", Weekday.weekdays), ("weekends", "repeat.weekends", Weekday.weekend),
        ("everyDay", "repeat.everyDay", Weekday.everyDay), ("once", "repeat.once", []),
    ]

    init(
        _ alarm: Alarm, issues: [AlarmValidationIssue], tones: AlarmTones, mixes: [AlarmMix], calendars: HolidayBook,
        text: AlarmsText, isNew: Bool, writeLocked: Bool
    ) {
        time = alarm.time.description
        label = alarm.label
        note = alarm.note ?? ""
        enabled = alarm.isEnabled
        dayOptions = Weekday.allCases.map {
            Day(
                value: $0.rawValue, label: text.string("days.\($0.rawValue)"),
                longLabel: text.string("daysLong.\($0.rawValue)"), checked: alarm.repeatDays.contains($0))
        }
        presets = Self.presetDays.map {
            Preset(
                value: $0.value, label: text.string($0.key),
                days: $0.days.sorted().map(\.rawValue).joined(separator: ","))
        }
        var sounds = tones.tones.map {
            Sound(
                value: $0.id, label: $0.name(in: text.language), url: "/sounds/\($0.id).wav",
                selected: alarm.sound == .tone($0.id))
        }
        mixOptions = mixes.sorted { $0.name < $1.name }.map { mix in
            Sound(
                value: AlarmSound.mix(mix.id).description, label: mix.name,
                url: mix.layers.first?.soundURL ?? tones.url(for: .mix(mix.id)),
                selected: alarm.sound.description.lowercased() == AlarmSound.mix(mix.id).description,
                layers: mix.layers.map { layer in
                    let heard = Volume(clampingPercent: layer.volume).under(Volume(clampingPercent: mix.volume))
                    return "\(layer.soundURL) \(Self.percent(heard.percent))"
                }
                .joined(separator: ";"))
        }
        hasMixes = !mixOptions.isEmpty
        soundNote = nil
        if !sounds.contains(where: \.selected), !mixOptions.contains(where: \.selected) {
            let fallback = tones.fallbackName(in: text.language)
            var label = alarm.sound.description
            if case .mix = alarm.sound {
                label = text.string("form.deletedMix", ["tone": fallback])
                soundNote = text.string("list.mixDeleted", ["tone": fallback])
            }
            sounds.insert(
                Sound(value: alarm.sound.description, label: label, url: tones.url(for: alarm.sound), selected: true),
                at: 0)
        }
        soundOptions = sounds
        volume = alarm.volume
        fadeInSeconds = alarm.fadeInSeconds
        fadeInStartVolume = alarm.fadeInStartVolume
        vibrate = alarm.vibrate
        snoozeOptions = Alarm.allowedSnoozeMinutes.map {
            SelectOption(
                value: "\($0)", label: text.string("form.minutesValue", ["m": "\($0)"]),
                selected: $0 == alarm.snoozeMinutes)
        }
        limitOptions =
            [SelectOption(value: "", label: text.string("form.snoozeLimitNone"), selected: alarm.snoozeLimit == nil)]
            + Alarm.snoozeLimitRange.map {
                SelectOption(value: "\($0)", label: "\($0)", selected: $0 == alarm.snoozeLimit)
            }
        autoSilenceMinutes = alarm.autoSilenceMinutes
        skipNext = alarm.skipNext
        pausedUntil = alarm.pausedUntil?.description ?? ""
        exceptDates = alarm.exceptDates.sorted().map(\.description).joined(separator: "\n")
        skipHolidays = alarm.skipHolidays
        workOnMakeUpDays = alarm.workOnMakeUpDays
        calendarOptions = calendars.calendars.values.sorted { $0.id < $1.id }.map {
            SelectOption(
                value: $0.id, label: $0.name.isEmpty ? $0.id : $0.name, selected: alarm.holidayCalendars.contains($0.id)
            )
        }
        var errors: [String: String] = [:]
        var list: [FieldError] = []
        for issue in issues {
            let field = String(issue.field.prefix { $0 != "[" })
            guard errors[field] == nil else { continue }
            let message = text.message(issue)
            errors[field] = message
            list.append(FieldError(field: field, label: text.string(Self.labelKey(field)), message: message))
        }
        self.errors = errors.isEmpty ? nil : errors
        errorList = list.isEmpty ? nil : list
        hasErrors = !list.isEmpty
        self.writeLocked = writeLocked
        action = isNew ? "/alarms" : "/alarms/\(alarm.id.uuidString.lowercased())"
        submitLabel = text.string(isNew ? "form.create" : "form.save")
    }

    private static func labelKey(_ field: String) -> String {
        switch field {
        case "enabled": "form.enabled"
        case "fadeInSeconds": "form.fadeIn"
        case "autoSilenceMinutes": "form.autoSilence"
        case "repeatDays": "form.repeat"
        case "holidayCalendars", "skipHolidays", "workOnMakeUpDays": "form.holidays"
        default: "form.\(field)"
        }
    }
}

/// The page that asks before deleting an alarm (`alarms/delete`).
struct AlarmDeleteView: Sendable {
    var id: String
    var question: String
    var writeLocked: Bool
}

/// An alarm's history (`alarms/history`).
struct AlarmHistoryView: Sendable {
    struct Entry: Sendable {
        var kind: String
        var iso: String
        var when: String
        var what: String
        var detail: String
    }

    var time: String
    var label: String
    var entries: [Entry]
    var hasEntries: Bool
}
