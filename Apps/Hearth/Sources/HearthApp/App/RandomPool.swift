import CCrypto
import HTTPServer

/// Random bytes from OpenSSL's CSPRNG, drawn 4 KiB at a time and handed out once each: a new visitor's CSRF token
/// then costs a copy instead of a call into the generator (which asks the kernel for the process id on every call
/// to notice a fork, a system call that costs more than the rest of a cached page's answer).
final class RandomPool: Sendable {
    private struct State {
        var bytes: [UInt8]
        var next: Int
    }

    private let size: Int
    private let state: Locked<State>

    /// A pool drawing `size` bytes at a time.
    init(size: Int = 4096) {
        self.size = size
        state = Locked(State(bytes: [UInt8](repeating: 0, count: size), next: size))
    }

    /// `count` bytes never handed out before; the pool is refilled from the CSPRNG when it runs out.
    func take(_ count: Int) -> [UInt8] {
        guard count <= size else { return Crypto.randomBytes(count) }
        return state.withLock { state in
            if state.next + count > size {
                state.bytes = Crypto.randomBytes(size)
                state.next = 0
            }
            let range = state.next..<(state.next + count)
            let taken = Array(state.bytes[range])
            // Handed out once: the copy kept here is wiped.
            for index in range { state.bytes[index] = 0 }
            state.next += count
            return taken
        }
    }

    /// The pool for visitors' CSRF tokens.
    static let shared = RandomPool()
}
