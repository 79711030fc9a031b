import Foundation
import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// Write end of the self-pipe the signal handler reports to (set once, before the handler is installed).
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1

/// Catches SIGINT and SIGTERM so the server can stop gracefully. Create it before the
/// server starts: the handler is installed synchronously by `sigaction`, and a signal that
/// arrives before ``wait()`` is kept, never lost. The handler only `write`s one byte to a
/// pipe (async-signal-safe); a plain thread reads it and wakes the waiter.
final class ShutdownSignal: Sendable {
    private struct State {
        var received: Int32?
        var waiter: CheckedContinuation<Int32, Never>?
    }
    private let state = Locked(State())

    /// Installs the handlers for SIGINT and SIGTERM.
    init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        signalPipeWriteEnd = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipeWriteEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        let readEnd = ends[0]
        let thread = Thread { [self] in
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
            deliver(Int32(byte))
        }
        thread.name = "hearth.signals"
        thread.start()
    }

    /// Suspends until SIGINT or SIGTERM has arrived (at once if one already has).
    /// - Returns: the signal number.
    func wait() async -> Int32 {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Int32? in
                if let received = state.received { return received }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private func deliver(_ number: Int32) {
        let waiter = state.withLock { state -> CheckedContinuation<Int32, Never>? in
            guard state.received == nil else { return nil }
            state.received = number
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: number)
    }
}
