import Foundation
import HearthBasics

/// One alarm: when it rings, how it sounds, how it snoozes, and which days it leaves out.
///
/// A plain value; ``validationIssues()`` reports every out-of-range field, and JSON decoding refuses an invalid
/// alarm with an ``AlarmValidationError`` naming each field. Its JSON uses the field names of the API
/// (`enabled` for ``isEnabled``; `repeatDays` as `["mon", …]`; dates `YYYY-MM-DD`; `time` `HH:mm`).
public struct Alarm: Identifiable, Hashable, Sendable {
    /// The snooze lengths an alarm may use, in minutes.
    public static let allowedSnoozeMinutes = [5, 7, 8, 9, 10, 15, 20]
    /// The longest label, in characters.
    public static let maximumLabelLength = 100
    /// The longest note, in characters.
    public static let maximumNoteLength = 1_000
    /// The longest fade-in, in seconds.
    public static let maximumFadeInSeconds = 600
    /// The allowed auto-silence delays, in minutes.
    public static let autoSilenceRange = 1...60
    /// The allowed snooze limits (0 means the alarm cannot be snoozed).
    public static let snoozeLimitRange = 0...20
    /// The most exception dates an alarm may hold.
    public static let maximumExceptDates = 366
    /// The most holiday calendars an alarm may follow.
    public static let maximumHolidayCalendars = 10
    /// The tone a new alarm plays unless told otherwise: `chime`, the default of Hearth's shipped alarm catalog
    /// (`web/alarm-sounds.json`). Alarms stored before 0.3 may name the retired `classic-bell`; they still decode.
    public static let defaultSound = AlarmSound.tone("chime")

    /// The stable identifier.
    public var id: UUID
    /// The time of day it rings, in the server's time zone.
    public var time: TimeOfDay
    /// A short label, at most 100 characters (may be empty).
    public var label: String
    /// An optional note, at most 1,000 characters.
    public var note: String?
    /// The weekdays it repeats on; empty means a one-time alarm (the next occurrence of ``time``).
    public var repeatDays: Set<Weekday>
    /// Whether it rings at all (JSON `enabled`).
    public var isEnabled: Bool
    /// The tone or mix it plays.
    public var sound: AlarmSound
    /// The final volume, 0 through 100.
    public var volume: Int
    /// How long the fade-in lasts, 0 through 600 seconds (0: full volume at once).
    public var fadeInSeconds: Int
    /// The volume the fade-in starts from, 0 through ``volume``.
    public var fadeInStartVolume: Int
    /// Whether phones vibrate while it rings.
    public var vibrate: Bool
    /// The snooze length in minutes, one of ``allowedSnoozeMinutes``.
    public var snoozeMinutes: Int
    /// How many times one ring may be snoozed; `nil` for no limit, 0 for never.
    public var snoozeLimit: Int?
    /// After how many minutes of ringing it stops by itself and counts as missed (1 through 60).
    public var autoSilenceMinutes: Int
    /// Whether the next occurrence is skipped (it resets once that occurrence has passed).
    public var skipNext: Bool
    /// It does not ring up to and including this date (a vacation).
    public var pausedUntil: LocalDate?
    /// Dates it does not ring on, at most 366, without repeats.
    public var exceptDates: [LocalDate]
    /// Whether it stays silent on the holidays of ``holidayCalendars``.
    public var skipHolidays: Bool
    /// The ids of the holiday calendars it follows, at most 10.
    public var holidayCalendars: [String]
    /// Whether it also rings on the make-up working days of ``holidayCalendars`` (China's 调休), even when their
    /// weekday is not in ``repeatDays``.
    public var workOnMakeUpDays: Bool

    /// Creates an alarm; every setting but the time has a default.
    ///
    /// - Parameters:
    ///   - id: The identifier (a new one by default).
    ///   - time: When it rings.
    ///   - label: A short label.
    ///   - note: An optional note.
    ///   - repeatDays: The weekdays; empty for a one-time alarm.
    ///   - isEnabled: Whether it rings.
    ///   - sound: The tone or mix.
    ///   - volume: 0 through 100.
    ///   - fadeInSeconds: 0 through 600.
    ///   - fadeInStartVolume: 0 through `volume`.
    ///   - vibrate: Whether phones vibrate.
    ///   - snoozeMinutes: One of ``allowedSnoozeMinutes``.
    ///   - snoozeLimit: `nil` for unlimited.
    ///   - autoSilenceMinutes: 1 through 60.
    ///   - skipNext: Skip the next occurrence.
    ///   - pausedUntil: Silent through this date.
    ///   - exceptDates: Dates left out.
    ///   - skipHolidays: Silent on holidays.
    ///   - holidayCalendars: The calendars for holidays and make-up days.
    ///   - workOnMakeUpDays: Rings on make-up working days.
    public init(
        id: UUID = UUID(), time: TimeOfDay, label: String = "", note: String? = nil, repeatDays: Set<Weekday> = [],
        isEnabled: Bool = true, sound: AlarmSound = Alarm.defaultSound, volume: Int = 80, fadeInSeconds: Int = 30,
        fadeInStartVolume: Int = 0, vibrate: Bool = true, snoozeMinutes: Int = 9, snoozeLimit: Int? = nil,
        autoSilenceMinutes: Int = 10, skipNext: Bool = false, pausedUntil: LocalDate? = nil,
        exceptDates: [LocalDate] = [], skipHolidays: Bool = false, holidayCalendars: [String] = [],
        workOnMakeUpDays: Bool = false
    ) {
        self.id = id
        self.time = time
        self.label = label
        self.note = note
        self.repeatDays = repeatDays
        self.isEnabled = isEnabled
        self.sound = sound
        self.volume = volume
        self.fadeInSeconds = fadeInSeconds
        self.fadeInStartVolume = fadeInStartVolume
        self.vibrate = vibrate
        self.snoozeMinutes = snoozeMinutes
        self.snoozeLimit = snoozeLimit
        self.autoSilenceMinutes = autoSilenceMinutes
        self.skipNext = skipNext
        self.pausedUntil = pausedUntil
        self.exceptDates = exceptDates
        self.skipHolidays = skipHolidays
        self.holidayCalendars = holidayCalendars
        self.workOnMakeUpDays = workOnMakeUpDays
    }

    /// Whether it rings once only (no repeat days).
    public var isOneTime: Bool { repeatDays.isEmpty }

    /// The repeat days Monday first, as the JSON lists them.
    public var orderedRepeatDays: [Weekday] { repeatDays.sorted() }
}
