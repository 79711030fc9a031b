import Dispatch
import Synchronization

/// What the public ``Speaker`` and its playback thread share: commands one way, status the other, under a `Mutex`.
final class SpeakerCore: Sendable {
    /// A request from the caller, applied by the thread at its next period.
    enum Command: Sendable {
        case play(SpeakerMix, fadeIn: SpeakerFade)
        case stop(fadeOut: SpeakerFade)
    }

    private struct Shared {
        var status: SpeakerStatus
        var commands: [Command] = []
        var closing = false
    }

    private let shared: Mutex<Shared>
    /// Signalled for every command and at close; the thread waits on it when idle or between reopen attempts.
    private let wake = DispatchSemaphore(value: 0)
    /// Signalled once by the thread as it ends.
    private let ended = DispatchSemaphore(value: 0)

    /// A core for `device`: idle, or unavailable with `unavailable` as its last error (alsa-lib is missing).
    init(device: String, unavailable: SpeakerError? = nil) {
        let status = SpeakerStatus(
            device: device, state: unavailable == nil ? .idle : .unavailable, lastError: unavailable,
            framesWritten: 0, underruns: 0, reopens: 0)
        shared = Mutex(Shared(status: status))
    }

    var status: SpeakerStatus { shared.withLock { $0.status } }

    /// Queues `command` for the thread; returns false once the speaker is closed.
    @discardableResult
    func send(_ command: Command) -> Bool {
        let accepted = shared.withLock { shared in
            guard !shared.closing else { return false }
            shared.commands.append(command)
            return true
        }
        if accepted { wake.signal() }
        return accepted
    }

    /// Asks the thread to end and waits until it has closed the device. Later calls return at once.
    func close() {
        let first = shared.withLock { shared in
            defer { shared.closing = true }
            return !shared.closing
        }
        guard first else { return }
        wake.signal()
        ended.wait()
        ended.signal()
    }

    // MARK: - for the thread

    /// The commands queued since the last call, or `nil` when the speaker is closing.
    func takeCommands() -> [Command]? {
        while wake.wait(timeout: .now()) == .success {}
        return shared.withLock { shared in
            guard !shared.closing else { return nil }
            defer { shared.commands.removeAll() }
            return shared.commands
        }
    }

    /// Sleeps until a command arrives, or at most `timeout`.
    func waitForCommand(timeout: Duration? = nil) {
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
            _ = wake.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
        } else {
            wake.wait()
        }
    }

    /// Changes the status.
    func updateStatus(_ body: (inout SpeakerStatus) -> Void) {
        shared.withLock { body(&$0.status) }
    }

    /// Called by the thread as its last act.
    func threadEnded() {
        updateStatus { status in
            status.state = .off
            status.periodFrames = nil
            status.bufferFrames = nil
        }
        ended.signal()
    }
}
