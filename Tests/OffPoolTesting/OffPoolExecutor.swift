import Foundation

/// Threads of their own, as many as the cores, that run CPU-bound and blocking test code instead of Swift's
/// cooperative pool.
///
/// The cooperative pool has one thread per core, and the HTTP layer runs its handlers on it: a test that keeps a pool
/// thread busy (rendering sounds, a property test's thousands of cases, a blocking wait) would hold up every socket
/// test's server until its client timed out. On these threads such a test shares the CPU with the pool through the
/// kernel's scheduler, which never starves a thread. They keep the process's priority: a lower one would pass on to
/// the threads a test starts (a speaker's, a server's), which then fall behind the clock they are measured against.
public final class OffPoolExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every `.offPool` test runs on.
    public static let shared = OffPoolExecutor(threads: max(2, ProcessInfo.processInfo.activeProcessorCount))

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
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
