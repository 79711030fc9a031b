/// The playback loop on the speaker's own thread: applies commands, opens the device when there is something to
/// play, renders a period at a time, writes it, and closes the device when everything has faded out.
final class SpeakerEngine {
    private let configuration: SpeakerConfiguration
    private let core: SpeakerCore
    private var mixer: Mixer
    private var device: PCMDevice?
    private var reopenDelay: Duration
    private var failing = false
    /// Frames written since the device was last opened; a second of them resets the backoff.
    private var framesSinceOpen = 0
    private var buffer: [Int16] = []

    init(configuration: SpeakerConfiguration, core: SpeakerCore) {
        self.configuration = configuration
        self.core = core
        mixer = Mixer(channels: configuration.channels)
        reopenDelay = configuration.reopenDelay
    }

    /// Runs until the speaker is closed.
    func run() {
        if ALSALibrary.error != nil {
            runWithoutLibrary()
            return
        }
        while let commands = core.takeCommands() {
            apply(commands)
            if mixer.isSilent {
                closeDevice()
                core.waitForCommand()
                continue
            }
            guard let device = device ?? openDevice() else {
                waitBeforeReopening()
                continue
            }
            if !playPeriod(on: device) { waitBeforeReopening() }
        }
        device = nil
        core.threadEnded()
    }

    /// Without alsa-lib nothing can be opened: takes and drops the commands, the status staying unavailable.
    private func runWithoutLibrary() {
        while core.takeCommands() != nil { core.waitForCommand() }
        core.threadEnded()
    }

    private func apply(_ commands: [SpeakerCore.Command]) {
        for command in commands {
            switch command {
            case .play(let mix, let fadeIn): mixer.play(mix, fadeIn: fadeIn)
            case .stop(let fadeOut): mixer.stop(fadeOut: fadeOut)
            }
        }
        if device == nil && failing { mixer.dropLeavingVoices() }
    }

    private func openDevice() -> PCMDevice? {
        do {
            let opened = try PCMDevice(opening: configuration)
            device = opened
            framesSinceOpen = 0
            let returned = failing
            failing = false
            core.updateStatus { status in
                status.state = .playing
                status.periodFrames = opened.periodFrames
                status.bufferFrames = opened.bufferFrames
                if returned { status.reopens += 1 }
            }
            return opened
        } catch {
            fail(with: error)
            return nil
        }
    }

    /// Waits out the backoff (or until a command comes) and doubles it, so that a device that opens but fails at
    /// every write is retried as slowly as one that cannot be opened.
    private func waitBeforeReopening() {
        core.waitForCommand(timeout: reopenDelay)
        reopenDelay = min(reopenDelay * 2, configuration.maximumReopenDelay)
    }

    /// Plays one period; returns false when the device failed (and was dropped).
    private func playPeriod(on device: PCMDevice) -> Bool {
        let frames = device.periodFrames
        if buffer.count < frames * configuration.channels {
            buffer = Array(repeating: 0, count: frames * configuration.channels)
        }
        let rendered = buffer.withUnsafeMutableBufferPointer { mixer.render(into: $0, frames: frames) }
        do {
            let underruns = try buffer.withUnsafeBufferPointer { samples throws(SpeakerError) in
                try device.write(samples, frames: rendered)
            }
            core.updateStatus { status in
                status.framesWritten += rendered
                status.underruns += underruns
            }
            framesSinceOpen += rendered
            if framesSinceOpen >= Speaker.sampleRate { reopenDelay = configuration.reopenDelay }
            return true
        } catch {
            self.device = nil
            fail(with: error)
            mixer.dropLeavingVoices()
            return false
        }
    }

    private func fail(with error: SpeakerError) {
        failing = true
        core.updateStatus { status in
            status.state = .error
            status.lastError = error
            status.periodFrames = nil
            status.bufferFrames = nil
        }
    }

    /// Lets the last frames play out, closes the device and reports idle.
    private func closeDevice() {
        device?.finish()
        device = nil
        failing = false
        reopenDelay = configuration.reopenDelay
        core.updateStatus { status in
            status.state = .idle
            status.periodFrames = nil
            status.bufferFrames = nil
        }
    }
}
