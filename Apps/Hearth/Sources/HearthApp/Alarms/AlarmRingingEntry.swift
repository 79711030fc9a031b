import AlarmKitCore
import Foundation
import HearthBasics

/// One entry of `GET /api/v1/ringing` and of the `ringing` event: AlarmKitCore's `RingingAlarm` (`alarmId`,
/// `state`, `since`, `snoozedUntil`, `date`, `scheduledAt`, `snoozeCount`) plus what a page needs to ring it
/// (label, time, tone URL, volume, fade-in, vibrate, snooze length and snoozes left), and for an alarm whose sound is
/// a saved mix, that mix (`mix`: its sounds and volumes; null when the sound is a tone or the mix was deleted, and
/// `soundURL`, the default tone, plays instead).
struct AlarmRingingEntry: Encodable, Sendable, Equatable {
    var entry: RingingAlarm
    var label: String
    var time: String
    var sound: String
    var soundURL: String
    var volume: Int
    var fadeInSeconds: Int
    var fadeInStartVolume: Int
    var vibrate: Bool
    var snoozeMinutes: Int
    /// How many more snoozes are allowed, or nil for no limit.
    var snoozesLeft: Int?
    /// The saved mix it plays, when its sound is one that still exists.
    var mix: AlarmMix?

    init(_ entry: RingingAlarm, alarm: Alarm, tones: AlarmTones, mix: AlarmMix? = nil) {
        self.entry = entry
        label = alarm.label
        time = alarm.time.description
        sound = alarm.sound.description
        soundURL = tones.url(for: alarm.sound)
        volume = alarm.volume
        fadeInSeconds = alarm.fadeInSeconds
        fadeInStartVolume = alarm.fadeInStartVolume
        vibrate = alarm.vibrate
        snoozeMinutes = alarm.snoozeMinutes
        snoozesLeft = alarm.snoozeLimit.map { max(0, $0 - entry.snoozeCount) }
        if case .mix = alarm.sound { self.mix = mix }
    }

    private enum CodingKeys: String, CodingKey {
        case label, time, sound, soundURL, volume, fadeInSeconds, fadeInStartVolume, vibrate, snoozeMinutes
        case snoozesLeft, mix
    }

    func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(time, forKey: .time)
        try container.encode(sound, forKey: .sound)
        try container.encode(soundURL, forKey: .soundURL)
        try container.encode(volume, forKey: .volume)
        try container.encode(fadeInSeconds, forKey: .fadeInSeconds)
        try container.encode(fadeInStartVolume, forKey: .fadeInStartVolume)
        try container.encode(vibrate, forKey: .vibrate)
        try container.encode(snoozeMinutes, forKey: .snoozeMinutes)
        try container.encode(snoozesLeft, forKey: .snoozesLeft)
        try container.encode(mix, forKey: .mix)
    }
}

/// The `ringing` event and the answer of snooze and dismiss: the full list of what rings or is snoozed now.
struct RingingNow: Encodable, Sendable, Equatable {
    var ringing: [AlarmRingingEntry]
}
