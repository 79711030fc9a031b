import CMicroHTTPD

/// One client's open Server-Sent Events connection.
///
/// Made by `EventHub.response(for:)` and carried in `ResponseBody.eventStream`. A stream is used for one
/// response only. The server feeds it to libmicrohttpd from a content reader that suspends the connection
/// while there is nothing to send, so an idle client costs no thread and no CPU. Queued events are shared
/// with every other client (no copy per client), and a client that hangs up is noticed at once (the server
/// watches the suspended socket), not at the next heartbeat.
///
/// A client is dropped as slow only when it has fallen more than `maxPendingBytes` behind AND has taken nothing
/// for `stallTimeout` (see ``EventHub``): one event larger than the cap, or a burst, is not a drop while the client
/// keeps reading.
public final class EventStream: Sendable {
    private struct State {
        /// Encoded events not yet sent; the same arrays are queued for every client.
        var chunks: [[UInt8]] = []
        /// Bytes of `chunks[0]` already sent.
        var offset = 0
        var pendingBytes = 0
        /// When the client last took bytes, or last had nothing queued (it was keeping up then).
        var progressAt: ContinuousClock.Instant
        var isSuspended = false
        var isClosed = false
        var peerHungUp = false
        var isAttached = false
        var connection: ConnectionHandle?
        var onFinish: (@Sendable () -> Void)?
    }

    private let state: Locked<State>
    private let maxPendingBytes: Int
    private let stallTimeout: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let hub: EventHub?
    let lastEventID: String?
    /// Who subscribed, for the hub's observer.
    let client: EventClient?
    /// The topics the client asked for (`?topics=displays,…`): events published to a topic reach only them.
    let topics: Set<String>
    /// This stream's place in its address's count; given back when the stream is gone.
    private let slot: AddressStreamCounter.Slot?

    init(
        hub: EventHub?, lastEventID: String?, maxPendingBytes: Int, stallTimeout: Duration = .seconds(15),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }, initialBytes: [UInt8],
        client: EventClient? = nil, topics: Set<String> = [], slot: AddressStreamCounter.Slot? = nil
    ) {
        self.hub = hub
        self.lastEventID = lastEventID
        self.client = client
        self.topics = topics
        self.slot = slot
        self.maxPendingBytes = maxPendingBytes
        self.stallTimeout = stallTimeout
        self.now = now
        state = Locked(State(progressAt: now()))
        state.withLock { state in
            if !initialBytes.isEmpty {
                state.chunks = [initialBytes]
                state.pendingBytes = initialBytes.count
            }
        }
    }

    /// Whether the stream has been closed (by `close()`, a slow client, a failed write, a hang-up or shutdown).
    public var isClosed: Bool {
        state.withLock { $0.isClosed }
    }

    /// Queues bytes for the client and wakes its connection; never calls back into the hub.
    /// - Parameters:
    ///   - bytes: Encoded event bytes (shared, not copied).
    ///   - moment: Now, on the hub's clock.
    /// - Returns: `false` if the stream is closed; a stalled client (over the cap and nothing taken for the stall
    ///   timeout) is closed.
    @discardableResult
    func enqueue(_ bytes: [UInt8], at moment: ContinuousClock.Instant) -> Bool {
        var accepted = true
        let resume: ConnectionHandle? = state.withLock { state in
            guard !state.isClosed else {
                accepted = false
                return nil
            }
            if state.pendingBytes == 0 { state.progressAt = moment }
            if state.pendingBytes > maxPendingBytes && moment - state.progressAt >= stallTimeout {
                accepted = false
                state.isClosed = true
                state.chunks = []
                state.offset = 0
                state.pendingBytes = 0
            } else {
                state.chunks.append(bytes)
                state.pendingBytes += bytes.count
            }
            return takeResume(&state)
        }
        if let resume { MHD_resume_connection(resume.pointer) }
        return accepted
    }

    /// Whether an event published to `topic` (`nil`: to everyone) is for this client.
    func follows(_ topic: String?) -> Bool {
        topic.map { topics.contains($0) } ?? true
    }

    /// Sends an event to this client only.
    /// - Parameter event: The event.
    /// - Returns: `false` if the stream is closed.
    @discardableResult
    public func send(_ event: ServerSentEvent) -> Bool {
        let sent = enqueue(event.encoded, at: now())
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

    /// The client hung up (the server saw the socket's peer close): end the response now, without writing.
    func peerHungUp() {
        let resume: ConnectionHandle? = state.withLock { state in
            state.isClosed = true
            state.peerHungUp = true
            state.chunks = []
            state.offset = 0
            state.pendingBytes = 0
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

    /// Binds the stream to its connection. Returns `false` when the stream was already used for another response.
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
    /// or suspends the connection and returns 0 until `enqueue` resumes it.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        state.withLock { state in
            if state.peerHungUp { return MHD_CONTENT_READER_END_WITH_ERROR }
            var written = 0
            while written < buffer.count, !state.chunks.isEmpty {
                let chunk = state.chunks[0]
                let count = min(chunk.count - state.offset, buffer.count - written)
                chunk.withUnsafeBytes { source in
                    (buffer.baseAddress! + written).copyMemory(
                        from: source.baseAddress! + state.offset, byteCount: count)
                }
                written += count
                state.offset += count
                if state.offset == chunk.count {
                    state.chunks.removeFirst()
                    state.offset = 0
                }
            }
            if written > 0 {
                state.pendingBytes -= written
                state.progressAt = now()
                return written
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
            state.isSuspended = false
            state.connection = nil
            state.chunks = []
            state.pendingBytes = 0
            let onFinish = state.onFinish
            state.onFinish = nil
            return onFinish
        }
        hub?.remove(self)
        onFinish?()
    }
}
