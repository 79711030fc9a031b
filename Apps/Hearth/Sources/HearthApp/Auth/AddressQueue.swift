import HTTPServer

/// Runs the code checks of one client address one at a time (checks from different addresses run side by side):
/// a flood of wrong codes from one address then keeps at most one slow KDF run in the shared queue, and the
/// throttle sees each failure before the next attempt from that address is checked.
final class AddressQueue: Sendable {
    private struct Entry {
        var lock = AsyncLock()
        var users = 0
    }
    private let entries = Locked<[String: Entry]>([:])

    /// Runs `body` after every earlier body for `address` has finished.
    func run<T: Sendable>(for address: String, _ body: @Sendable () async throws -> T) async rethrows -> T {
        let lock = entries.withLock { entries -> AsyncLock in
            var entry = entries[address] ?? Entry()
            entry.users += 1
            entries[address] = entry
            return entry.lock
        }
        defer {
            entries.withLock { entries in
                entries[address]?.users -= 1
                if entries[address]?.users == 0 { entries[address] = nil }
            }
        }
        return try await lock.run(body)
    }
}
