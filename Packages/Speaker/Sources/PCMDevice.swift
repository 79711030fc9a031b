import CALSA
import Glibc

/// An open ALSA playback device set to S16_LE, 48 kHz, interleaved: the one place that calls alsa-lib (through the
/// `CALSA_snd_…` functions of the shim that loads it) and turns its negative error codes into ``SpeakerError``s. Used
/// by the speaker's thread only.
final class PCMDevice {
    let name: String
    let channels: Int
    let periodFrames: Int
    let bufferFrames: Int
    private let handle: OpaquePointer
    private let localConfiguration: OpaquePointer?
    /// The in-process device behind ``SpeakerConfiguration/clockedNullDevice``; released after the PCM is closed.
    private let clockedSink: ClockedNullSink?

    /// Opens and configures the device `configuration` names.
    ///
    /// - Throws: ``SpeakerError/libraryMissing(reason:)`` first when alsa-lib cannot be loaded.
    init(opening configuration: SpeakerConfiguration) throws(SpeakerError) {
        if let missing = ALSALibrary.error { throw missing }
        PCMDevice.silenceLibraryMessages
        name = configuration.device
        channels = configuration.channels
        let local = try configuration.alsaConfigurationFile.map { path throws(SpeakerError) in
            try PCMDevice.loadConfiguration(path)
        }
        var pcm: OpaquePointer?
        var sink: ClockedNullSink?
        let opened: Int32
        if configuration.device == SpeakerConfiguration.clockedNullDevice {
            sink = try ClockedNullSink()
            pcm = sink?.pcm
            opened = 0
        } else {
            opened =
                if let local {
                    CALSA_snd_pcm_open_lconf(
                        &pcm, configuration.device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK, local)
                } else {
                    CALSA_snd_pcm_open(&pcm, configuration.device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
                }
        }
        guard opened >= 0, let pcm else {
            if let local { CALSA_snd_config_delete(local) }
            throw PCMDevice.openError(opened, device: configuration.device)
        }
        // Opened without blocking (a busy device fails at once instead of hanging); writes block.
        CALSA_snd_pcm_nonblock(pcm, 0)
        let latency = configuration.latency.components
        let microseconds = latency.seconds * 1_000_000 + latency.attoseconds / 1_000_000_000_000
        let configured = CALSA_snd_pcm_set_params(
            pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(configuration.channels),
            UInt32(Speaker.sampleRate), 1, UInt32(microseconds))
        var buffer: snd_pcm_uframes_t = 0
        var period: snd_pcm_uframes_t = 0
        guard configured >= 0, CALSA_snd_pcm_get_params(pcm, &buffer, &period) >= 0, period > 0 else {
            CALSA_snd_pcm_close(pcm)
            if let local { CALSA_snd_config_delete(local) }
            throw .unsupportedFormat(device: configuration.device, reason: PCMDevice.message(configured))
        }
        handle = pcm
        localConfiguration = local
        clockedSink = sink
        periodFrames = Int(period)
        bufferFrames = Int(buffer)
    }

    deinit {
        CALSA_snd_pcm_close(handle)
        if let localConfiguration { CALSA_snd_config_delete(localConfiguration) }
    }

    /// Writes `frames` interleaved frames, recovering from underruns; returns how many underruns it recovered.
    ///
    /// - Throws: ``SpeakerError/deviceLost(device:reason:)`` when `snd_pcm_recover` cannot bring the device back.
    func write(_ samples: UnsafeBufferPointer<Int16>, frames: Int) throws(SpeakerError) -> Int {
        guard let base = samples.baseAddress else { return 0 }
        var written = 0
        var underruns = 0
        while written < frames {
            let result = CALSA_snd_pcm_writei(handle, base + written * channels, snd_pcm_uframes_t(frames - written))
            if result >= 0 {
                written += Int(result)
                continue
            }
            let code = Int32(truncatingIfNeeded: result)
            if code == -EAGAIN { continue }
            guard CALSA_snd_pcm_recover(handle, code, 1) >= 0 else {
                throw .deviceLost(device: name, reason: PCMDevice.message(code))
            }
            if code == -EPIPE { underruns += 1 }
        }
        return underruns
    }

    /// Lets the frames already written play out, then stops the device. Waits at most one buffer's length: unlike
    /// `snd_pcm_drain`, it cannot hang on a device that stopped consuming.
    func finish() {
        if CALSA_snd_pcm_state(handle) == SND_PCM_STATE_PREPARED {
            CALSA_snd_pcm_start(handle)  // a sound shorter than the start threshold has not started yet
        }
        var queued: snd_pcm_sframes_t = 0
        if CALSA_snd_pcm_delay(handle, &queued) >= 0, queued > 0 {
            let frames = min(Int(queued), bufferFrames)
            usleep(useconds_t(frames * 1_000_000 / Speaker.sampleRate))
        }
        CALSA_snd_pcm_drop(handle)
    }

    /// alsa-lib prints its own diagnostics to stderr; the speaker reports errors in its status instead.
    private static let silenceLibraryMessages: Void = CALSA_silence_library_messages()

    /// The system configuration with the file at `path` read on top.
    private static func loadConfiguration(_ path: String) throws(SpeakerError) -> OpaquePointer {
        var global: OpaquePointer?
        let updated = CALSA_snd_config_update_ref(&global)
        guard updated >= 0, let global else {
            throw .configurationUnreadable(path: path, reason: "the system configuration: \(message(updated))")
        }
        defer { CALSA_snd_config_unref(global) }
        var local: OpaquePointer?
        guard CALSA_snd_config_copy(&local, global) >= 0, let local else {
            throw .configurationUnreadable(path: path, reason: "the system configuration cannot be copied")
        }
        var input: OpaquePointer?
        let opened = CALSA_snd_input_stdio_open(&input, path, "r")
        guard opened >= 0, let input else {
            CALSA_snd_config_delete(local)
            throw .configurationUnreadable(path: path, reason: message(opened))
        }
        let loaded = CALSA_snd_config_load(local, input)
        CALSA_snd_input_close(input)
        guard loaded >= 0 else {
            CALSA_snd_config_delete(local)
            throw .configurationUnreadable(path: path, reason: "not ALSA configuration syntax (\(message(loaded)))")
        }
        return local
    }

    private static func openError(_ code: Int32, device: String) -> SpeakerError {
        switch -code {
        case ENOENT, ENODEV, ENXIO: .deviceNotFound(device: device)
        case EBUSY, EAGAIN: .deviceBusy(device: device)
        default: .openFailed(device: device, code: code, reason: message(code))
        }
    }

    private static func message(_ code: Int32) -> String {
        String(cString: CALSA_snd_strerror(code))
    }
}
