import AudioPlayback
import Foundation
import HTTPServer
import Logging
import Synchronization

extension NoiseService {
    /// Whether `--speaker` (or `HEARTH_SPEAKER`) chose the device: the setting then shows it, read-only.
    var speakerSetByCommandLine: Bool { speakerBridge.source == .commandLine }

    /// The speaker setting as stored (nil: off); the device playing may differ when `--speaker` was given.
    var speakerSetting: String? { stored.withLock { $0 }.speakerDevice }

    /// Calls `action` with whether a speaker is on after every change of the speaker setting (the alarms' ringer
    /// follows it).
    func onSpeakerChange(_ action: @escaping @Sendable (Bool) async -> Void) {
        speakerObservers.withLock { $0.append(action) }
    }

    /// Sets the speaker's device (nil: off), stores it, and switches the speaker live: the old device closes and
    /// whatever plays (the mix, or a ringing alarm) carries on on the new one. Choosing "off" removes the speaker
    /// from the player's outputs. Publishes the `speaker` event (and `noise` when the outputs changed).
    /// - Returns: the speaker's status after the change.
    /// - Throws: `NoiseError.speakerSetByCommandLine` when `--speaker` chose the device, `.invalidField(device)` for
    ///   a name that is not an ALSA device name; nothing changes then.
    @discardableResult
    func setSpeakerDevice(_ requested: String?) async throws -> SpeakerBody {
        guard !speakerSetByCommandLine else { throw NoiseError.speakerSetByCommandLine }
        let device = try requested.map { try SpeakerDeviceName.validated($0) }
        let body = try await writeLock.run { () async throws -> SpeakerBody in
            let now = self.now
            let old = stored.withLock { $0 }
            guard old.speakerDevice != device else { return speakerStatus }
            var new = old
            new.speakerDevice = device
            new.player = old.player.settled(at: now)
            if device == nil, new.player.outputs.contains(.speaker) {
                new.player.outputs.remove(.speaker)
                if new.player.outputs.isEmpty { new.player.outputs = [.allDisplays] }
            }
            let logger = logger
            let alsa = speakerALSAConfiguration
            let speaker = await Offload.value {
                Self.makeSpeaker(device: device, alsaConfigurationFile: alsa, logger: logger)
            }
            let bridge = speakerBridge
            await Offload.value { bridge.use(speaker, setBy: .setting) }
            _ = try await commit(new, old: old, at: now, reason: "speaker setting")
            logger.notice("Speaker setting changed", metadata: ["device": "\(device ?? "off")"])
            return speakerStatus
        }
        speakerWatch.announce(body)
        for observer in speakerObservers.withLock({ $0 }) { await observer(body.device != nil) }
        return body
    }
}
