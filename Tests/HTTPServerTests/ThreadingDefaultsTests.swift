import Foundation
import Testing

@testable import HTTPServer

@Suite("Worker threads and the lock request handlers share")
struct ThreadingDefaultsTests {
    @Test(arguments: [
        ("0", 1), ("0-1", 2), ("0-3,8,10-11", 7), ("5", 1), (" 0-1 ", 2),
    ])
    func aKernelCPUListCountsItsProcessors(list: String, count: Int) {
        #expect(ServerConfiguration.processorCount(inList: Substring(list)) == count)
    }

    @Test(arguments: ["", "a", "3-1", "0-1-2", "0,,1"])
    func somethingElseIsNotACPUList(list: String) {
        #expect(ServerConfiguration.processorCount(inList: Substring(list)) == nil)
    }

    @Test func theDefaultPoolHasOneWorkerPerProcessorThisProcessMayUse() throws {
        // Given the processors in this test process's affinity, as the kernel lists them
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        let allowed = try #require(ServerConfiguration.processorCount(inList: line.dropFirst(18)))
        // Then the default pool has that many workers (at most 16), and a new configuration uses it
        #expect(ServerConfiguration.defaultThreadPoolSize == min(16, allowed))
        #expect(ServerConfiguration().threadPoolSize == ServerConfiguration.defaultThreadPoolSize)
    }

    @Test func lockedKeepsEveryUpdateFromManyThreads() async {
        // Given one counter shared by eight tasks
        let counter = Locked(0)
        // When each adds 10,000 times
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        // Then no update was lost
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test func lockedPassesOnWhatTheBodyThrowsAndKeepsItsChanges() {
        struct Refused: Error {}
        let value = Locked([1])
        #expect(throws: Refused.self) {
            try value.withLock { list throws(Refused) in
                list.append(2)
                throw Refused()
            }
        }
        #expect(value.withLock { $0 } == [1, 2])
    }
}
