import AlarmKitCore
import AudioPlayback
import Foundation
import Logging

/// The alarms' `AlarmSpeaker` on the sound feature's speaker: the ringing alarm's tone (its catalog loop), or its
/// saved mix (the ambient sounds at their volumes under the mix's volume), or the fallback tone for a deleted mix or
/// an unknown id, with its fade-in, through the one `SpeakerBridge` (the alarm takes priority over the noise mix
/// while it rings). With several alarms ringing, the latest one plays.
actor SpeakerAlarmRinger: AlarmSpeaker {
    private let sound: SoundService
    private let mixes: any SavedMixes
    private let now: @Sendable () -> Date
    private let logger: Logger
    /// The alarms ringing, in the order they began.
    private var ringing: [(alarm: Alarm, since: Date)] = []

    private var bridge: SpeakerBridge { sound.speakerBridge }
    private var library: SoundLibrary { sound.library }

    /// - Parameters:
    ///   - sound: The speaker, the sound files and both catalogs.
    ///   - mixes: The saved mixes an alarm may ring (the Noise feature's).
    ///   - now: The alarms' clock (the one `since` comes from).
    init(sound: SoundService, mixes: any SavedMixes, logger: Logger, now: @escaping @Sendable () -> Date) {
        self.sound = sound
        self.mixes = mixes
        self.logger = logger
        self.now = now
    }

    func startRinging(_ alarm: Alarm, since: Date) async {
        ringing.removeAll { $0.alarm.id == alarm.id }
        ringing.append((alarm, since))
        await playLatest()
    }

    func stopRinging(_ alarmId: UUID) async {
        ringing.removeAll { $0.alarm.id == alarmId }
        if bridge.ringingAlarm == alarmId { await playLatest() }
    }

    /// Plays the latest ringing alarm, or hands the speaker back to the noise mix when none rings.
    private func playLatest() async {
        guard let latest = ringing.last else {
            bridge.stopAlarm()
            return
        }
        let (alarm, since) = (latest.alarm, latest.since)
        guard bridge.ringingAlarm != alarm.id else { return }
        await bridge.playbackGuard.starting(.init(kind: "alarm", sounds: [alarm.sound.description]))
        if case .mix(let id) = alarm.sound, let uuid = UUID(uuidString: id),
            let mix = await mixes.savedMixes().first(where: { $0.id == uuid })?.mix
        {
            if await playMix(mix, of: alarm, since: since) { return }
            logger.warning("The alarm's mix cannot play on the speaker: its tone rings", metadata: ["mix": "\(id)"])
        }
        guard let entry = toneEntry(for: alarm.sound) else {
            logger.error("No alarm tone to ring on the speaker", metadata: ["id": "\(alarm.id)"])
            return
        }
        do {
            let loop = try await library.loop(for: entry)
            // Dismissed or overtaken while the tone loaded.
            guard ringing.last?.alarm.id == alarm.id else { return }
            let fade = AlarmToneStream.fade(for: alarm)
            bridge.ringAlarm(
                AlarmToneStream(
                    alarmId: alarm.id, layers: [(entry.id, loop, .full)], masterVolume: .full, fade: fade, since: since,
                    startTime: now()))
        } catch {
            logger.error(
                "The speaker cannot play the alarm tone", metadata: ["tone": "\(entry.id)", "error": "\(error)"])
        }
    }

    /// Plays a saved mix as the alarm's sound; false when none of its sounds can play.
    private func playMix(_ mix: Mix, of alarm: Alarm, since: Date) async -> Bool {
        var layers: [(sound: String, loop: AudioLoop, volume: Volume)] = []
        for track in mix.tracks {
            guard let entry = sound.sound(id: track.sound) else { continue }
            do {
                layers.append((track.sound, try await library.loop(for: entry), track.volume))
            } catch {
                logger.error("A mix sound cannot play", metadata: ["sound": "\(track.sound)", "error": "\(error)"])
            }
        }
        guard !layers.isEmpty else { return false }
        // Dismissed or overtaken while the sounds loaded.
        guard ringing.last?.alarm.id == alarm.id else { return true }
        let fade = AlarmToneStream.fade(for: alarm)
        bridge.ringAlarm(
            AlarmToneStream(
                alarmId: alarm.id, layers: layers, masterVolume: mix.volume, fade: fade, since: since,
                startTime: now()))
        return true
    }

    private func toneEntry(for sound: AlarmSound) -> SoundEntry? {
        let catalog = self.sound.alarmCatalog
        if case .tone(let id) = sound, let entry = catalog.entry(id: id) { return entry }
        return catalog.entry(id: self.sound.tones.fallback) ?? catalog.entries.first
    }
}
