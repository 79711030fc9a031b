import CMicroHTTPD
import Synchronization

/// One client's open Server-Sent Events connection.
///
/// Made by `EventHub.response(for:)` and carried in `ResponseBody.eventStream`. A stream is used for one
/// response only. The server feeds it to libmicrohttpd from a content reader that suspends the connection
/// while there is nothing to send, so an idle client costs no thread and no CPU.
public final class EventStream: Sendable {
    private struct State {
        var pending: [UInt8] = []
        var sentOffset = 0
        var isSuspended = false
        var isClosed = false
        var isAttached = false
        var isFinished = false
        var connection: ConnectionHandle?
        var onFinish: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    private let maxPendingBytes: Int
    private let hub: EventHub?
    let lastEventID: String?

    init(hub: EventHub?, lastEventID: String?, maxPendingBytes: Int, initialBytes: [UInt8]) {
        self.hub = hub
        self.lastEventID = lastEventID
        self.maxPendingBytes = maxPendingBytes
        state.withLock { $0.pending = initialBytes }
    }

    /// Whether the stream has been closed (by `close()`, a slow client, a failed write or server shutdown).
    public var isClosed: Bool {
        state.withLock { $0.isClosed }
    }

    /// Queues bytes for the client and wakes its connection; never calls back into the hub.
    /// - Parameter bytes: Encoded event bytes.
    /// - Returns: `false` if the stream is closed; a client whose unsent bytes would pass the cap is closed.
    @discardableResult
    func enqueue(_ bytes: [UInt8]) -> Bool {
        var overflowed = false
        var wasClosed = false
        let resume: ConnectionHandle? = state.withLock { state in
            guard !state.isClosed else {
                wasClosed = true
                return nil
            }
            if state.pending.count - state.sentOffset + bytes.count > maxPendingBytes {
                overflowed = true
                state.isClosed = true
                state.pending = []
                state.sentOffset = 0
            } else {
                state.pending.append(contentsOf: bytes)
            }
            return takeResume(&state)
        }
        if let resume { MHD_resume_connection(resume.pointer) }
        return !overflowed && !wasClosed
    }

    /// Sends an event to this client only.
    /// - Parameter event: The event.
    /// - Returns: `false` if the stream is closed.
    @discardableResult
    public func send(_ event: ServerSentEvent) -> Bool {
        let sent = enqueue(event.encoded)
        if !sent { hub?.remove(self) }
        return sent
    }

    /// Ends the stream after the bytes already queued; the client will reconnect.
    public func close() {
        let resume: ConnectionHandle? = state.withLock { state in
            state.isClosed = true
            return takeResume(&state)
        }
        if let resume { MHD_resume_connection(resume.pointer) }
        hub?.remove(self)
    }

    private func takeResume(_ state: inout State) -> ConnectionHandle? {
        guard state.isSuspended, let connection = state.connection else { return nil }
        state.isSuspended = false
        return connection
    }

    /// Binds the stream to its connection (the connection is suspended by the caller). Returns `false` when
    /// the stream was already used for another response.
    func attach(to connection: ConnectionHandle, closed: Bool, onFinish: @escaping @Sendable () -> Void) -> Bool {
        let attached = state.withLock { state -> Bool in
            guard !state.isAttached else { return false }
            state.isAttached = true
            state.connection = connection
            state.onFinish = onFinish
            if closed { state.isClosed = true }
            return true
        }
        if attached, !closed { hub?.add(self) }
        return attached
    }

    /// Content reader, on the connection's libmicrohttpd thread: copies queued bytes, ends a closed stream,
    /// or suspends the connection and returns 0 until `send` resumes it.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        state.withLock { state in
            let available = state.pending.count - state.sentOffset
            if available > 0 {
                let count = min(available, buffer.count)
                state.pending.withUnsafeBytes { source in
                    buffer.copyMemory(
                        from: UnsafeRawBufferPointer(rebasing: source[state.sentOffset..<state.sentOffset + count]))
                }
                state.sentOffset += count
                if state.sentOffset == state.pending.count {
                    state.pending.removeAll(keepingCapacity: state.pending.count <= 16 * 1024)
                    state.sentOffset = 0
                }
                return count
            }
            if state.isClosed { return MHD_CONTENT_READER_END_OF_STREAM }
            guard let connection = state.connection else { return MHD_CONTENT_READER_END_OF_STREAM }
            state.isSuspended = true
            MHD_suspend_connection(connection.pointer)
            return 0
        }
    }

    /// The response is gone (libmicrohttpd's free callback): the client disconnected or the stream ended.
    func finish() {
        let onFinish = state.withLock { state -> (@Sendable () -> Void)? in
            state.isClosed = true
            state.isFinished = true
            state.isSuspended = false
            state.connection = nil
            state.pending = []
            let onFinish = state.onFinish
            state.onFinish = nil
            return onFinish
        }
        hub?.remove(self)
        onFinish?()
    }
}
