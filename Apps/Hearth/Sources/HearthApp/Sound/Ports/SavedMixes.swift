import AudioPlayback
import Foundation

/// The saved ambient mixes, as the features that play them read them: the Noise feature keeps them
/// (`/api/v1/mixes`), the alarms ring them (an alarm's sound `mix:<id>`) on the pages and on the speaker. Declared
/// here, in Sound/, so that Alarms and Noise depend on Sound and not on each other; the composition root hands the
/// Noise feature's implementation to the alarms and to `SpeakerAlarmRinger`.
protocol SavedMixes: Sendable {
    /// Every saved mix, oldest first (none when they cannot be read now).
    func savedMixes() async -> [SavedMix]
}

/// One saved mix: its id, its name and its sounds at their volumes under the mix's volume.
struct SavedMix: Sendable, Equatable {
    var id: UUID
    var name: String
    var mix: Mix
}
