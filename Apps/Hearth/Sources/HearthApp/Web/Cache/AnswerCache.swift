import HTTPServer

/// The rendered answers the app keeps (pages per variant, API lists, error pages), bounded by count and bytes; the
/// least recently used goes first. A stale answer (its dependencies moved) is replaced when it is rendered again.
final class AnswerCache: Sendable {
    /// Bounds of the cache.
    struct Limits: Sendable {
        /// The most answers kept.
        var maxEntries = 512
        /// The most bytes kept (bodies and their gzip variants).
        var maxBytes = 8 << 20
        /// The largest answer kept; larger ones are rendered every time.
        var maxEntryBytes = 1 << 20
    }

    private struct Slot {
        var answer: CachedAnswer
        var lastUse: UInt64
    }

    private struct State {
        var slots: [String: Slot] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
        var stores = 0
    }

    let limits: Limits
    private let state = Locked(State())
    /// The renders running, so that requests missing the same answer wait for one render.
    let flights = RenderFlights()

    init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// The answer kept for `key` if its stamp is `stamp` (a stale one counts as a miss).
    func answer(for key: String, stamp: [UInt64]) -> CachedAnswer? {
        state.withLock { state in
            // One lookup; the slot is updated in place.
            guard let index = state.slots.index(forKey: key), state.slots.values[index].answer.stamp == stamp else {
                state.misses += 1
                return nil
            }
            state.clock += 1
            state.slots.values[index].lastUse = state.clock
            state.hits += 1
            return state.slots.values[index].answer
        }
    }

    /// Keeps `answer` for `key` (replacing what was there), dropping the least recently used over the bounds.
    func store(_ answer: CachedAnswer, for key: String) {
        let size = answer.byteCount
        guard size <= limits.maxEntryBytes, limits.maxEntries > 0 else { return }
        state.withLock { state in
            if let old = state.slots.removeValue(forKey: key) { state.bytes -= old.answer.byteCount }
            while !state.slots.isEmpty
                && (state.slots.count >= limits.maxEntries || state.bytes + size > limits.maxBytes)
            {
                guard let oldest = state.slots.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
                state.slots[oldest.key] = nil
                state.bytes -= oldest.value.answer.byteCount
            }
            state.clock += 1
            state.stores += 1
            state.slots[key] = Slot(answer: answer, lastUse: state.clock)
            state.bytes += size
        }
    }

    /// Forgets every answer.
    func removeAll() {
        state.withLock { state in
            state.slots = [:]
            state.bytes = 0
        }
    }

    /// What the cache holds, how often it answered, and how many answers were stored (one per render).
    var usage: (entries: Int, bytes: Int, hits: Int, misses: Int, stores: Int) {
        state.withLock { ($0.slots.count, $0.bytes, $0.hits, $0.misses, $0.stores) }
    }
}
