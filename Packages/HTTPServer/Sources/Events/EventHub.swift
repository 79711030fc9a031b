/// Broadcasts Server-Sent Events to every connected client, with replay and heartbeats.
///
/// ```swift
/// let hub = EventHub()
/// router.get("/events") { request in hub.response(for: request) }
/// hub.publish(event: "alarm", data: "{\"ringing\":true}")
/// ```
///
/// Each event gets an increasing numeric id. The last `replayCapacity` events are kept, so a client that
/// reconnects with `Last-Event-ID` gets what it missed. A comment line is sent every `heartbeatInterval`,
/// which keeps proxies from timing out and lets the server notice clients that went away. A client whose
/// unsent bytes pass `maxPendingBytesPerClient` is closed (it will reconnect and replay).
public final class EventHub: Sendable {
    private struct State {
        var nextID: UInt64 = 1
        var buffer: [(id: UInt64, bytes: [UInt8])] = []
        var clients: [ObjectIdentifier: EventStream] = [:]
        var nextClientID: UInt64 = 1
        var observer: ClientObserver?
    }

    /// The callbacks set by ``observeClients(opened:closed:)``.
    private struct ClientObserver {
        var opened: @Sendable (EventClient) -> Void
        var closed: @Sendable (EventClient) -> Void
    }

    private let state = Locked(State())
    private let heartbeat = Locked<Task<Void, Never>?>(nil)
    private let replayCapacity: Int
    private let maxPendingBytesPerClient: Int

    /// Creates a hub and starts its heartbeat.
    /// - Parameters:
    ///   - replayCapacity: How many recent events to keep for `Last-Event-ID` replay; 200 by default.
    ///   - heartbeatInterval: How often to send a heartbeat comment; 20 s by default.
    ///   - maxPendingBytesPerClient: Unsent bytes after which a slow client is closed; 256 KiB by default.
    public init(
        replayCapacity: Int = 200, heartbeatInterval: Duration = .seconds(20),
        maxPendingBytesPerClient: Int = 256 * 1024
    ) {
        self.replayCapacity = max(0, replayCapacity)
        self.maxPendingBytesPerClient = maxPendingBytesPerClient
        let task = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeatInterval)
                guard let hub = self else { return }
                hub.sendHeartbeat()
            }
        }
        heartbeat.withLock { $0 = task }
    }

    deinit {
        heartbeat.withLock { $0?.cancel() }
    }

    /// Sends an event to every client and keeps it for replay.
    /// - Parameters:
    ///   - event: The event type, or `nil` for `message`.
    ///   - data: The payload.
    /// - Returns: The id given to the event.
    @discardableResult
    public func publish(event: String?, data: String) -> String {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let bytes = ServerSentEvent(id: String(id), event: event, data: data).encoded
            if replayCapacity > 0 {
                state.buffer.append((id, bytes))
                if state.buffer.count > replayCapacity { state.buffer.removeFirst(state.buffer.count - replayCapacity) }
            }
            // Sending under the hub lock keeps every client's order equal to publish order.
            for (key, client) in state.clients where !client.enqueue(bytes) { Self.drop(key, from: &state) }
            return String(id)
        }
    }

    /// A `text/event-stream` response that subscribes the client once the server sends it.
    ///
    /// Replays the buffered events after the request's `Last-Event-ID` header.
    /// - Parameter request: The client's request.
    /// - Returns: The streaming response.
    public func response(for request: Request) -> Response {
        let client = state.withLock { state in
            defer { state.nextClientID += 1 }
            return EventClient(
                id: state.nextClientID, query: request.query, headers: request.headers,
                remoteAddress: request.remoteAddress)
        }
        let stream = EventStream(
            hub: self, lastEventID: request.headers["Last-Event-ID"], maxPendingBytes: maxPendingBytesPerClient,
            initialBytes: Array(": connected\n\n".utf8), client: client)
        return Response(
            status: .ok,
            headers: [
                "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache",
                "X-Accel-Buffering": "no",
            ],
            body: .eventStream(stream))
    }

    /// The number of connected clients.
    public var clientCount: Int {
        state.withLock { $0.clients.count }
    }

    /// Sends a heartbeat comment to every client now (also done every `heartbeatInterval`).
    public func sendHeartbeat() {
        let heartbeat = Array(":\n\n".utf8)
        state.withLock { state in
            for (key, client) in state.clients where !client.enqueue(heartbeat) { Self.drop(key, from: &state) }
        }
    }

    /// Closes every client's stream (they will reconnect).
    public func closeAll() {
        let clients = state.withLock { state in
            let clients = Array(state.clients.values)
            for key in Array(state.clients.keys) { Self.drop(key, from: &state) }
            return clients
        }
        for client in clients { client.close() }
    }

    /// Registers a stream that the server has just bound to its connection, and queues its replay.
    func add(_ stream: EventStream) {
        state.withLock { state in
            if let text = stream.lastEventID, let last = UInt64(text[...].trimmingSpaces()) {
                for event in state.buffer where event.id > last { stream.enqueue(event.bytes) }
            }
            guard !stream.isClosed else { return }
            state.clients[ObjectIdentifier(stream)] = stream
            if let client = stream.client { state.observer?.opened(client) }
        }
    }

    /// Forgets a stream that closed.
    func remove(_ stream: EventStream) {
        state.withLock { state in
            Self.drop(ObjectIdentifier(stream), from: &state)
        }
    }

    /// Tells an observer when clients subscribe and when their streams end (hang-up, slow client, `close()`,
    /// shutdown), so an app can keep a list of who is connected.
    ///
    /// ```swift
    /// hub.observeClients(
    ///     opened: { client in screens.add(client.id, client.query["client"]) },
    ///     closed: { client in screens.remove(client.id) })
    /// ```
    ///
    /// `opened` runs once a stream is bound to its connection and registered; `closed` runs exactly once for every
    /// client that `opened` was called for, always after it. Both run on the server's threads with the hub's lock
    /// held, which is what keeps them in order: they must be quick and must not call back into the hub (hand such
    /// work to a `Task`). Clients already connected are not reported. A second call replaces the observer.
    /// - Parameters:
    ///   - opened: Called when a client's stream starts.
    ///   - closed: Called when it ends.
    public func observeClients(
        opened: @escaping @Sendable (EventClient) -> Void, closed: @escaping @Sendable (EventClient) -> Void
    ) {
        state.withLock { $0.observer = ClientObserver(opened: opened, closed: closed) }
    }

    /// Removes a registered stream and tells the observer; nothing when it was not registered (so once at most).
    private static func drop(_ key: ObjectIdentifier, from state: inout State) {
        guard let stream = state.clients.removeValue(forKey: key) else { return }
        if let client = stream.client { state.observer?.closed(client) }
    }
}
