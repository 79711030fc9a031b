import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Threads of their own, as many as the cores, that run CPU-bound test code instead of Swift's cooperative pool.
///
/// The cooperative pool has one thread per core, and the HTTP layer runs its handlers on it: a test that keeps a pool
/// thread busy (rendering sounds, a property test's thousands of cases, a blocking wait) would hold up every socket
/// test's server until its client timed out. These threads run at a lower priority (nice 10) than the rest of the
/// process, so the pool, the servers' threads and the tests that measure time get the CPU first and the CPU-bound
/// tests take what is left; the kernel's scheduler never starves them.
public final class OffPoolExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every `.offPool` test runs on.
    public static let shared = OffPoolExecutor(threads: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// How much lower than the process the threads' priority is (a nice value).
    static let niceness: Int32 = 10

    // @unchecked Sendable: `jobs` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { self.work() }
            thread.name = "test.off-pool.\(index)"
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        Self.lowerThisThreadsPriority()
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Linux gives every thread its own nice value: the calling thread's id is the last part of `/proc/thread-self`.
    /// Where that cannot be read the thread keeps the process's priority.
    private static func lowerThisThreadsPriority() {
        #if canImport(Glibc)
            var link = [CChar](repeating: 0, count: 64)
            let length = readlink("/proc/thread-self", &link, link.count)
            guard length > 0 else { return }
            let path = String(decoding: link.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard let id = path.split(separator: "/").last.flatMap({ id_t($0) }) else { return }
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id, niceness)
        #endif
    }
}
