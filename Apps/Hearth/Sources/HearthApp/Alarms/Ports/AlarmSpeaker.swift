import AlarmKitCore
import Foundation

/// The server's own speaker, as the alarms use it: ring an alarm's tone there (with its fade-in), and stop it.
/// The Noise feature owns the speaker's configuration (`--speaker`); it hands the alarms an implementation when
/// one is configured.
protocol AlarmSpeaker: Sendable {
    /// Starts ringing `alarm` (its tone looped, faded in from its start volume), as of `since`.
    func startRinging(_ alarm: Alarm, since: Date) async
    /// Stops ringing the alarm (dismissed, snoozed or silenced).
    func stopRinging(_ alarmId: UUID) async
}

/// When the speaker rings an alarm: always, or only as a backstop (AlarmKitCore's `SpeakerBackstop`).
typealias SpeakerRinging = SpeakerBackstop.Mode
