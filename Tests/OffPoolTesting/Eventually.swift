import Foundation

/// The one polling helper of every test target: checks `condition` every `interval` until it holds or `timeout`
/// passes on the monotonic clock (never the wall clock, which tests move), without blocking a thread. A test that
/// expects something to happen asks `#expect(try await eventually { … })`; it returns as soon as it happened, so
/// nothing waits a fixed time.
/// - Parameters:
///   - timeout: How long to wait at most.
///   - interval: How long to sleep between checks.
///   - condition: What must come to hold.
/// - Returns: Whether the condition held in time.
@discardableResult
public func eventually(
    within timeout: Duration = .seconds(20), every interval: Duration = .milliseconds(20),
    _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
        if try await condition() { return true }
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: interval)
    }
}
