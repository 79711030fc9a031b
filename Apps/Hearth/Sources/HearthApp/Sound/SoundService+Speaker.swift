import AudioPlayback
import Foundation
import HTTPServer
import Logging
import Speaker

extension SoundService {
    /// The speaker when a device is set (by `--speaker` or the setting), else nil.
    var speaker: SpeakerBridge? { speakerBridge.speaker == nil ? nil : speakerBridge }

    /// Whether Hearth plays on a speaker now.
    var hasSpeaker: Bool { speakerBridge.speaker != nil }

    /// `GET /api/v1/speaker`.
    var speakerStatus: SpeakerBody { speakerBridge.status }

    /// Whether `--speaker` (or `HEARTH_SPEAKER`) chose the device: the setting then shows it, read-only.
    var speakerSetByCommandLine: Bool { speakerBridge.source == .commandLine }

    /// The speaker setting as stored (nil: off); the device playing may differ when `--speaker` was given.
    var speakerSetting: String? { settingStore.withLock { $0 }?.storedSpeakerDevice }

    /// Where the setting is kept (the Noise feature); unless `--speaker` chose the device, opens the stored one.
    func useSettingStore(_ store: any SpeakerSettingStore) async {
        settingStore.withLock { $0 = store }
        guard !speakerSetByCommandLine, let device = store.storedSpeakerDevice else { return }
        let (logger, alsa, bridge) = (logger, speakerALSAConfiguration, speakerBridge)
        let speaker = await Offload.value {
            Self.makeSpeaker(device: device, alsaConfigurationFile: alsa, logger: logger)
        }
        await Offload.value { bridge.use(speaker, setBy: .setting) }
    }

    /// Calls `action` with whether a speaker is on after every change of the speaker setting (the alarms' ringer
    /// follows it).
    func onSpeakerChange(_ action: @escaping @Sendable (Bool) async -> Void) {
        speakerObservers.withLock { $0.append(action) }
    }

    /// Sets the speaker's device (nil: off), stores it, and switches the speaker live: the old device closes and
    /// whatever plays (the mix, or a ringing alarm) carries on on the new one. Choosing "off" removes the speaker
    /// from the player's outputs (the store's job). Publishes the `speaker` event.
    /// - Returns: the speaker's status after the change.
    /// - Throws: `SoundError.speakerSetByCommandLine` when `--speaker` chose the device, `.invalidDevice` for a name
    ///   that is not an ALSA device name; nothing changes then.
    @discardableResult
    func setSpeakerDevice(_ requested: String?) async throws -> SpeakerBody {
        guard !speakerSetByCommandLine else { throw SoundError.speakerSetByCommandLine }
        let device = try requested.map { try SpeakerDeviceName.validated($0) }
        let body = try await speakerLock.run { () async throws -> SpeakerBody in
            guard let store = settingStore.withLock({ $0 }) else { return speakerStatus }
            guard store.storedSpeakerDevice != device else { return speakerStatus }
            let (logger, alsa, bridge) = (logger, speakerALSAConfiguration, speakerBridge)
            let speaker = await Offload.value {
                Self.makeSpeaker(device: device, alsaConfigurationFile: alsa, logger: logger)
            }
            await Offload.value { bridge.use(speaker, setBy: .setting) }
            try await store.storeSpeakerDevice(device)
            logger.notice("Speaker setting changed", metadata: ["device": "\(device ?? "off")"])
            return speakerStatus
        }
        speakerWatch.announce(body)
        for observer in speakerObservers.withLock({ $0 }) { await observer(body.device != nil) }
        return body
    }

    /// The speaker for `device` (from `--speaker` or the setting), or nil. A device that cannot be opened now is
    /// reported clearly and retried by the speaker whenever there is something to play. Without ALSA the speaker is
    /// made unavailable (its status says why; `load` logged it). Blocks while it probes the device: call it through
    /// `Offload`.
    static func makeSpeaker(device: String?, alsaConfigurationFile: String?, logger: Logger) -> Speaker? {
        guard let device else { return nil }
        let speakerConfiguration = SpeakerConfiguration(
            device: device, channels: MixStream.channelCount, alsaConfigurationFile: alsaConfigurationFile)
        do {
            if Speaker.libraryError == nil {
                try Speaker.probe(speakerConfiguration)
                logger.info("Speaker ready", metadata: ["device": "\(device)"])
            }
        } catch {
            logger.error(
                "The speaker cannot be opened; Hearth serves on and retries when there is something to play",
                metadata: ["device": "\(device)", "error": "\(error.description)"])
        }
        do {
            return try Speaker(speakerConfiguration)
        } catch {
            logger.error(
                "The speaker is not usable", metadata: ["device": "\(device)", "error": "\(error.description)"])
            return nil
        }
    }
}
