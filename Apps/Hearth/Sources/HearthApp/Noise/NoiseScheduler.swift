import Foundation
import Logging
import Synchronization

/// Moves the player along its timeline: at the sleep timer's fade start it turns "playing" into "fading", at the
/// stop it turns "fading" into "stopped". A task that sleeps until the next change the player names (no polling),
/// at most an hour at a time (to follow wall-clock changes), and is woken whenever the state changes.
final class NoiseScheduler: Sendable {
    /// The longest sleep between two looks.
    static let maximumSleep: TimeInterval = 3600

    private struct WaitState {
        var waiter: CheckedContinuation<Void, Never>?
        var pendingWake = false
        var stopped = false
    }

    private let now: @Sendable () -> Date
    private let advance: @Sendable () async -> Date?
    private let logger: Logger
    private let state = Mutex(WaitState())
    private let task = Mutex<Task<Void, Never>?>(nil)

    /// - Parameters:
    ///   - now: The clock.
    ///   - advance: Applies what is due now and returns when the next change is due (nil: none).
    init(now: @escaping @Sendable () -> Date, logger: Logger, advance: @escaping @Sendable () async -> Date?) {
        self.now = now
        self.logger = logger
        self.advance = advance
    }

    /// Starts the loop.
    func start() {
        let loop = Task { [self] in await run() }
        task.withLock { $0 = loop }
    }

    /// Stops the loop and waits for it to end.
    func stop() async {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.stopped = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
        let running = task.withLock { $0 }
        running?.cancel()
        await running?.value
    }

    /// Makes the loop look again now (the state changed).
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

    private func run() async {
        while !Task.isCancelled, !state.withLock({ $0.stopped }) {
            var wait = Self.maximumSleep
            if let next = await advance() {
                wait = min(wait, max(0, next.timeIntervalSince(now())))
            }
            await sleep(seconds: wait)
        }
    }

    /// Sleeps for `seconds`, or less when woken.
    private func sleep(seconds: TimeInterval) async {
        let timer = Task { [weak self] in
            guard (try? await Task.sleep(for: .milliseconds(Int64((seconds * 1000).rounded(.up)) + 5))) != nil else {
                return
            }
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
}
