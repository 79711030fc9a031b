import Glibc
import Synchronization

/// Gives the memory of large answers (exports, imports, long lists) back to the system: glibc keeps freed heap
/// pages, so a 10,000-day export would leave the process that much larger for good. Large answers are noted;
/// a timer calls `malloc_trim(0)` once they are sent and freed.
final class MemoryTrimmer: Sendable {
    /// Answers at least this large are noted.
    static let largeAnswerBytes = 256 << 10
    /// How much must have been noted before a trim.
    static let trimThresholdBytes = 1 << 20

    private let noted = Atomic<Int>(0)
    private let trims = Atomic<Int>(0)

    init() {
        // Fewer malloc arenas: the worker threads and the task pool would otherwise each grow one of their own
        // (up to 8 per core), each keeping its freed pages.
        _ = Self.mallopt?(Self.arenaMax, 2)
        // A fixed threshold: blocks of 256 KiB or more (a 10,000-day render's buffers) are mapped and given back
        // when freed. Left dynamic, glibc raises it after the first large free and keeps such blocks in the heap.
        _ = Self.mallopt?(Self.mmapThreshold, Int32(Self.largeAnswerBytes))
    }

    // glibc's <malloc.h> is not part of Swift's Glibc module; both functions are looked up once.
    private typealias TrimFunction = @convention(c) (Int) -> Int32
    private typealias OptionFunction = @convention(c) (Int32, Int32) -> Int32
    private static let mallocTrim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim").map {
        unsafeBitCast($0, to: TrimFunction.self)
    }
    private static let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt").map {
        unsafeBitCast($0, to: OptionFunction.self)
    }
    /// `M_ARENA_MAX` in <malloc.h>.
    private static let arenaMax: Int32 = -8
    private static let mmapThreshold: Int32 = -3

    /// Notes an answer's size (only large ones count).
    func noteAnswer(byteCount: Int) {
        guard byteCount >= Self.largeAnswerBytes else { return }
        noted.add(byteCount, ordering: .relaxed)
    }

    /// Trims when enough large answers were noted since the last trim; returns whether it trimmed.
    @discardableResult
    func trimIfNeeded() -> Bool {
        guard noted.load(ordering: .relaxed) >= Self.trimThresholdBytes else { return false }
        noted.store(0, ordering: .relaxed)
        _ = Self.mallocTrim?(0)
        trims.add(1, ordering: .relaxed)
        return true
    }

    /// How many trims ran.
    var trimCount: Int { trims.load(ordering: .relaxed) }

    /// Checks every `interval` until cancelled (answers are freed once sent, after the handler returned).
    func run(every interval: Duration = .seconds(2)) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            trimIfNeeded()
        }
    }
}
