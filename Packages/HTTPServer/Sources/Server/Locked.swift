import Glibc

/// A value guarded by a plain POSIX mutex: the lock for state that request handlers share.
///
/// The standard library's `Mutex` is a priority-inheritance futex on Linux. When it is contended the kernel hands
/// the lock to the waiting thread, and a thread that finds it taken spins first. With libmicrohttpd's workers on
/// fewer cores than workers (a Raspberry Pi under load, or the benchmark's one pinned core) a short critical
/// section then turns into a convoy: every later acquisition finds the lock owned by a thread that is not running,
/// spins in vain and sleeps in the kernel. Measured on `/settings` with four workers on one core, 42 % of the
/// server's CPU time was `Mutex`'s slow path. glibc's default mutex does not spin and does not hand over ownership:
/// the thread that released it may take it again at once, and a waiter sleeps until it is free.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// ```
public final class Locked<Value> {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline
    let value: UnsafeMutablePointer<Value>

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with the value while holding the lock. Keep `body` short: never wait, sleep or do I/O in it, and
    /// never take the same lock again inside it.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}

/// The value only ever crosses threads under the lock.
extension Locked: @unchecked Sendable where Value: Sendable {}
