import Foundation
import HTTPServer

/// A sleep that another task can cut short (`wake`) or end for good (`stop`); a wake that comes while nobody
/// sleeps is kept for the next sleep, so no change is missed. The one "sleep until the next change" of every loop
/// that waits for a due time: the alarm scheduler, quiet hours, webhook deliveries, holiday refreshes, the noise
/// player's timeline (`NoiseScheduler`) and days reminders (`ReminderScheduler`).
final class WakeableSleep: Sendable {
    private struct State {
        var waiter: CheckedContinuation<Void, Never>?
        var pendingWake = false
        var stopped = false
    }

    private let state = Locked(State())

    /// Whether `stop()` was called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    /// Sleeps for `seconds`, or less when woken or stopped.
    func sleep(seconds: TimeInterval) async {
        let timer = Task { [weak self] in
            let nanoseconds = Int64((seconds * 1e9).rounded(.up))
            guard (try? await Task.sleep(for: .nanoseconds(nanoseconds))) != nil else { return }
            self?.wake()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.pendingWake || state.stopped {
                    state.pendingWake = false
                    return true
                }
                state.waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        timer.cancel()
    }

    /// Ends the current sleep now (or the next one, if nobody sleeps).
    func wake() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.pendingWake = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Ends the current sleep and every later one.
    func stop() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.stopped = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}
