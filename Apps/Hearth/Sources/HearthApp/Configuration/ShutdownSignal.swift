import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits for SIGINT or SIGTERM so the server can stop gracefully.
enum ShutdownSignal {
    /// Suspends until the process receives SIGINT or SIGTERM.
    /// - Returns: the signal number received.
    static func wait() async -> Int32 {
        await withCheckedContinuation { continuation in
            let queue = DispatchQueue(label: "hearth.signals")
            let box = SignalSources()
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler {
                    if box.resume() { continuation.resume(returning: number) }
                }
                source.resume()
                box.keep(source)
            }
        }
    }
}

/// Keeps the dispatch sources alive and resumes the continuation once.
private final class SignalSources: @unchecked Sendable {
    private var sources: [any DispatchSourceSignal] = []
    private var resumed = false
    private let lock = NSLock()

    func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }

    func resume() -> Bool {
        lock.withLock {
            defer { resumed = true }
            return !resumed
        }
    }
}
