/// Counts the open event streams of each client address, for ``EventHub``'s per-address cap.
///
/// A stream holds a ``Slot`` for as long as it lives; the slot gives its place back when it is released, whatever
/// ended the stream (a hang-up, a slow client, shutdown, or a response that was never sent). Its lock is its own, so
/// a slot released while the hub's lock is held cannot deadlock.
final class AddressStreamCounter: Sendable {
    /// One stream's place in its address's count.
    final class Slot: Sendable {
        private let counter: AddressStreamCounter
        private let address: String

        fileprivate init(counter: AddressStreamCounter, address: String) {
            self.counter = counter
            self.address = address
        }

        deinit { counter.release(address) }
    }

    private let counts = Locked<[String: Int]>([:])
    /// The most streams one address may hold.
    let limit: Int

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// A place for one more stream from `address`, or `nil` when it holds `limit` streams already.
    func take(_ address: String) -> Slot? {
        let taken = counts.withLock { counts -> Bool in
            let open = counts[address, default: 0]
            guard open < limit else { return false }
            counts[address] = open + 1
            return true
        }
        return taken ? Slot(counter: self, address: address) : nil
    }

    /// The streams `address` holds now.
    func count(_ address: String) -> Int {
        counts.withLock { $0[address, default: 0] }
    }

    private func release(_ address: String) {
        counts.withLock { counts in
            let open = counts[address, default: 0]
            counts[address] = open > 1 ? open - 1 : nil
        }
    }
}
