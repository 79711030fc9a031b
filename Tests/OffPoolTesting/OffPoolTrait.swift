import Testing

/// Runs a test, or every test of a suite, on `OffPoolExecutor`'s threads instead of Swift's cooperative pool: for
/// tests that keep a thread busy (CPU-bound work, blocking waits), so that `swift test` can run every suite at once
/// beside the socket tests whose servers need the pool.
///
/// ```swift
/// @Suite(.offPool) struct LoopPropertyTests { … }
/// ```
public struct OffPoolTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(OffPoolExecutor.shared) { try await function() }
    }
}

extension Trait where Self == OffPoolTrait {
    /// The test's work runs on threads of its own, off Swift's cooperative pool (`OffPoolExecutor`).
    public static var offPool: Self { Self() }
}
