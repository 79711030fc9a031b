import CMicroHTTPD
import Foundation
import Glibc
import Synchronization

/// Notices at once when the client of an event stream hangs up.
///
/// libmicrohttpd does not watch a suspended connection, so without this a closed client would keep its slot
/// until the next heartbeat fails to write. One thread waits on an epoll set holding every stream's socket
/// (edge-triggered `EPOLLRDHUP`); a hang-up ends that stream's response, which frees the connection.
/// Sockets are never removed by hand: the kernel drops them from the set when libmicrohttpd closes them, and an
/// event for a stream that is already gone is ignored (streams are found by token, not by pointer).
final class HangupWatcher: Sendable {
    private struct State {
        var streams: [UInt64: EventStream] = [:]
        var nextToken: UInt64 = 1
    }

    private let epoll: Int32
    private let wakeup: Int32
    private let state = Locked(State())
    private let stopping = Atomic<Bool>(false)
    private let exited = Atomic<Bool>(false)

    /// Creates the epoll set and starts the thread; `nil` if the kernel refuses either descriptor.
    init?() {
        let epoll = CMHD_epoll_create()
        let wakeup = CMHD_eventfd_create()
        guard epoll >= 0, wakeup >= 0 else {
            if epoll >= 0 { close(epoll) }
            if wakeup >= 0 { close(wakeup) }
            return nil
        }
        self.epoll = epoll
        self.wakeup = wakeup
        _ = CMHD_epoll_add(epoll, wakeup, 1, 0)
        let thread = Thread { [self] in run() }
        thread.name = "HTTPServer hang-ups"
        thread.stackSize = 256 * 1024
        thread.start()
    }

    /// Starts watching a stream's socket.
    /// - Returns: The token to pass to `forget(_:)` when the stream ends.
    func watch(_ stream: EventStream, socket: Int32) -> UInt64? {
        guard socket >= 0 else { return nil }
        let token = state.withLock { state -> UInt64 in
            let token = state.nextToken
            state.nextToken += 1
            state.streams[token] = stream
            return token
        }
        guard CMHD_epoll_add(epoll, socket, 0, token) == 0 else {
            forget(token)
            return nil
        }
        return token
    }

    /// Stops caring about a stream (its response is gone).
    func forget(_ token: UInt64) {
        _ = state.withLock { $0.streams.removeValue(forKey: token) }
    }

    /// Ends the thread and closes the descriptors; waits up to a second for the thread.
    func stop() {
        guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var one: UInt64 = 1
        _ = write(wakeup, &one, 8)
        let deadline = ContinuousClock.now + .seconds(1)
        while !exited.load(ordering: .acquiring), ContinuousClock.now < deadline { usleep(1000) }
        if exited.load(ordering: .acquiring) {
            close(epoll)
            close(wakeup)
        }
        state.withLock { $0.streams = [:] }
    }

    private func run() {
        var tokens = [UInt64](repeating: 0, count: 64)
        while !stopping.load(ordering: .acquiring) {
            let count = tokens.withUnsafeMutableBufferPointer { CMHD_epoll_wait_tokens(epoll, $0.baseAddress, 64) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<Int(count) {
                let token = tokens[index]
                guard token != 0 else { continue }
                let stream = state.withLock { $0.streams.removeValue(forKey: token) }
                stream?.peerHungUp()
            }
        }
        exited.store(true, ordering: .releasing)
    }
}
