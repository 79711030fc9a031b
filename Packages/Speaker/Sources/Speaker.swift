import Foundation

/// Plays mixes of PCM on an ALSA device from a thread of its own: the Hearth machine's own speaker.
///
/// ```swift
/// let speaker = try Speaker(SpeakerConfiguration(device: "default"))
/// try speaker.play(SpeakerMix([.loop(rain, volume: 0.8)]), fadeIn: SpeakerFade(seconds: 2))
/// speaker.status.state      // .playing, or .error with status.lastError when the device is missing
/// speaker.stop(fadeOut: SpeakerFade(seconds: 10))
/// ```
///
/// Calls return at once and never wait for the device: the speaker's thread (never a Swift concurrency thread)
/// takes each request at its next period, opens the device when there is something to play and closes it when all
/// has faded out. Audio is 16-bit at 48 kHz (``sampleRate``). Loops play gaplessly; replacing a mix crossfades;
/// underruns are recovered with `snd_pcm_recover`; a device that is missing or fails is reopened with backoff
/// (``SpeakerConfiguration/reopenDelay``) for as long as there is something to play, and ``status`` tells what
/// happened. alsa-lib's own stderr messages are silenced process-wide once a device is first opened.
///
/// alsa-lib is not linked: it is loaded with `dlopen` at the first speaker made (``libraryError``). Without it the
/// program runs on, and every speaker is ``SpeakerStatus/State-swift.enum/unavailable`` with the reason.
public final class Speaker: Sendable {
    /// The speaker's sample rate: 48 000 frames per second.
    public static let sampleRate = 48_000

    /// The configuration the speaker was made with.
    public let configuration: SpeakerConfiguration
    private let core: SpeakerCore

    /// A speaker for `configuration`; starts its thread, idle (the device is opened at the first ``play(_:fadeIn:)``).
    /// Without alsa-lib (``libraryError``) it is ``SpeakerStatus/State-swift.enum/unavailable`` instead, with the
    /// reason in ``SpeakerStatus/lastError``: it accepts mixes and plays nothing.
    ///
    /// - Throws: ``SpeakerError/invalidConfiguration(field:reason:)``. A missing device is not an error here: it
    ///   shows in ``status`` once there is something to play (call ``probe(_:)`` to check at startup).
    public init(_ configuration: SpeakerConfiguration) throws(SpeakerError) {
        try configuration.validate()
        self.configuration = configuration
        let core = SpeakerCore(device: configuration.device, unavailable: ALSALibrary.error)
        self.core = core
        let thread = Thread {
            SpeakerEngine(configuration: configuration, core: core).run()
        }
        thread.name = "Speaker \(configuration.device)"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    deinit {
        core.close()
    }

    /// Why no speaker can play in this process: alsa-lib (`libasound.so.2`) cannot be loaded
    /// (``SpeakerError/libraryMissing(reason:)``); `nil` when it is loaded. The first call loads it (once per
    /// process; blocking for a few milliseconds). `HEARTH_ALSA_LIBRARY`, read then, names another file to load.
    public static var libraryError: SpeakerError? { ALSALibrary.error }

    /// The device, state, last error and counters, for `GET /api/v1/speaker`.
    public var status: SpeakerStatus { core.status }

    /// Plays `mix`, fading in with `fadeIn`; whatever plays now fades out linearly over the same length.
    ///
    /// Loops in both the old and the new mix (same ``PCMLoop/id`` and length) keep their position, so a change of
    /// volume is a smooth ramp. After ``close()`` this does nothing.
    ///
    /// - Throws: ``SpeakerError/invalidMix(field:reason:)`` for a volume outside 0…1 or a stream that is not mono or
    ///   stereo; nothing changes then.
    public func play(_ mix: SpeakerMix, fadeIn: SpeakerFade = .clickFree) throws(SpeakerError) {
        try mix.validate()
        core.send(.play(mix, fadeIn: fadeIn))
    }

    /// Fades everything out with `fadeOut`, then closes the device (``SpeakerStatus/State-swift.enum/idle``).
    ///
    /// A fade-out that is already under way and ends sooner is kept.
    public func stop(fadeOut: SpeakerFade = .clickFree) {
        core.send(.stop(fadeOut: fadeOut))
    }

    /// Stops at once, closes the device and ends the thread; waits for that (at most about one period).
    /// The state becomes ``SpeakerStatus/State-swift.enum/off``. Also done when the speaker is released.
    public func close() {
        core.close()
    }

    /// Opens and configures the device `configuration` names, then closes it: a check for startup.
    ///
    /// - Throws: the ``SpeakerError`` that opening gives, e.g. ``SpeakerError/deviceNotFound(device:)``, or
    ///   ``SpeakerError/libraryMissing(reason:)`` without alsa-lib.
    public static func probe(_ configuration: SpeakerConfiguration) throws(SpeakerError) {
        try configuration.validate()
        _ = try PCMDevice(opening: configuration)
    }
}
