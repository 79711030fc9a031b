import Dispatch

/// Runs blocking work (start-up file and database I/O) on a Dispatch thread, so it never
/// occupies one of the few threads of Swift's cooperative pool that request handlers need.
enum Offload {
    /// The result of `work`, computed on a global Dispatch queue.
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }
}
