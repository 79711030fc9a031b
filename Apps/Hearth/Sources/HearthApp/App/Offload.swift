import Foundation

/// Runs blocking work (start-up file and database I/O, the access-code KDF) on a thread of its
/// own. Not on a Dispatch queue: on Linux, Swift's cooperative executor runs on libdispatch's
/// global worker threads, so blocking those starves every request handler.
enum Offload {
    /// The result of `work`, computed on a new thread.
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.name = "hearth.blocking"
            thread.start()
        }
    }

    /// The result of `work`, which cannot fail, computed on a new thread.
    static func value<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.name = "hearth.blocking"
            thread.start()
        }
    }
}
