import CMicroHTTPD

/// libmicrohttpd responses built once and queued again for every request that sends the same thing.
///
/// A body that lives in a cache of the application (a static file, a rendered page, generated CSS) arrives
/// with the same array storage on every request. The second time the same storage comes with the same status
/// and headers, its libmicrohttpd response (headers copied, body referenced) is kept and queued again, which
/// skips building it (libmicrohttpd counts the connections that use a response). Entries hold their bytes, so
/// storage seen here cannot be freed and reused for other bytes while its entry exists. A body seen once is
/// only a candidate; bodies made fresh for each request never get past that.
final class ResponseCache: Sendable {
    struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private struct Key: Hashable {
        let address: UInt
        let count: Int
    }

    private struct Entry {
        let bytes: [UInt8]
        let status: Int
        let headers: HTTPHeaders
        var response: Handle?
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var order: [Key] = []
        /// Bodies seen once, in a ring: the oldest is overwritten (a linear scan of a few keys costs less than
        /// hashing, and most bodies seen here are fresh ones that never come back).
        var candidates: [(key: Key, entry: Entry)?]
        var nextCandidate = 0
    }

    /// Bodies outside this range are never cached (tiny ones cost nothing to build; huge ones would pin memory).
    static let sizeRange = 256...(1 << 20)
    private let capacity: Int
    private let candidateCapacity: Int
    private let state: Locked<State>

    init(capacity: Int = 32, candidateCapacity: Int = 16) {
        self.capacity = capacity
        self.candidateCapacity = max(1, candidateCapacity)
        state = Locked(State(candidates: Array(repeating: nil, count: max(1, candidateCapacity))))
    }

    deinit {
        state.withLock { state in
            for entry in state.entries.values {
                if let response = entry.response { MHD_destroy_response(response.pointer) }
            }
        }
    }

    /// The kept response for these bytes, status and headers, built by `make` the second time they are seen.
    /// - Returns: The response (owned by the cache: queue it, never destroy it), or `nil` when the caller must
    ///   build (and destroy) its own.
    func response(
        for bytes: [UInt8], status: Int, headers: HTTPHeaders, make: () -> OpaquePointer?
    ) -> OpaquePointer? {
        guard Self.sizeRange.contains(bytes.count) else { return nil }
        let key = bytes.withUnsafeBytes { Key(address: UInt(bitPattern: $0.baseAddress), count: $0.count) }
        // The lock is held for lookups and bookkeeping only: building a response and freeing what is dropped happen
        // outside it (with several workers on one core, a worker preempted inside would stall the others).
        let step = state.withLock { state -> Step in
            if let entry = state.entries[key] {
                let matches = entry.status == status && entry.headers.isIdentical(to: headers)
                return .kept(matches ? entry.response?.pointer : nil)
            }
            let index = state.candidates.firstIndex { $0?.key == key }
            guard let index, let candidate = state.candidates[index]?.entry, candidate.status == status,
                candidate.headers.isIdentical(to: headers)
            else {
                let entry = Entry(bytes: bytes, status: status, headers: headers)
                return .remembered(dropped: remember((key, entry), replacing: index, in: &state))
            }
            state.candidates[index] = nil
            return .promote(candidate)
        }
        guard case .promote(var entry) = step else {
            if case .kept(let pointer) = step { return pointer }
            return nil
        }
        guard let made = make() else { return nil }
        let handle = Handle(pointer: made)
        entry.response = handle
        let (kept, destroyed) = state.withLock { state -> (Handle?, Handle?) in
            // Another worker promoted the same bytes meanwhile: ours is not kept.
            if state.entries[key] != nil { return (nil, handle) }
            var dropped: Handle?
            if state.order.count >= capacity {
                let oldest = state.order.removeFirst()
                dropped = state.entries.removeValue(forKey: oldest)?.response
            }
            state.entries[key] = entry
            state.order.append(key)
            return (handle, dropped)
        }
        if let destroyed { MHD_destroy_response(destroyed.pointer) }
        return kept?.pointer
    }

    /// What one lookup found.
    private enum Step {
        /// An entry for this storage: its response, or nil when status or headers differ.
        case kept(OpaquePointer?)
        /// Seen for the second time: build and keep its response.
        case promote(Entry)
        /// Seen for the first time, now a candidate; the candidate it pushed out, released after the lock.
        case remembered(dropped: Entry?)
    }

    /// The number of kept responses.
    var count: Int {
        state.withLock { $0.entries.count }
    }

    /// Makes `candidate` a candidate in the slot of an older one for the same storage (`replacing`), or else in the
    /// ring's next slot; returns the candidate it pushed out (to be released outside the lock).
    private func remember(
        _ candidate: (key: Key, entry: Entry), replacing index: Int?, in state: inout State
    ) -> Entry? {
        let slot = index ?? state.nextCandidate
        if index == nil { state.nextCandidate = (state.nextCandidate + 1) % candidateCapacity }
        let dropped = state.candidates[slot]?.entry
        state.candidates[slot] = candidate
        return dropped
    }
}
