/// Broadcasts Server-Sent Events to every connected client, with replay and heartbeats.
///
/// ```swift
/// let hub = EventHub()
/// router.get("/events") { request in hub.response(for: request) }
/// hub.publish(event: "alarm", data: "{\"ringing\":true}")
/// hub.publish(event: "displays", data: "{\"added\":[]}", topic: "displays")  // only to `?topics=displays`
/// ```
///
/// Each event gets an increasing numeric id. The last `replayCapacity` events are kept, so a client that
/// reconnects with `Last-Event-ID` gets what it missed. A comment line is sent every `heartbeatInterval`,
/// which keeps proxies from timing out and lets the server notice clients that went away.
///
/// The rules that keep a houseful of screens connected:
/// - An event published to a topic reaches only the clients that named it in `?topics=` (comma-separated).
/// - A client is dropped as slow only when its unsent bytes pass `maxPendingBytesPerClient` AND it has taken
///   nothing for `stallTimeout`; only that client is dropped (it will reconnect and replay). One event larger than
///   the cap is not a drop: the bytes are shared by every client, not copied.
/// - One address may hold `maxStreamsPerAddress` streams; past that it gets `429` with a JSON error envelope
///   (`{"error": {"code": "too_many_streams", …}}`) and `Retry-After`.
public final class EventHub: Sendable {
    private struct State {
        var nextID: UInt64 = 1
        var buffer: [(id: UInt64, topic: String?, bytes: [UInt8])] = []
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
    private let stallTimeout: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let addressStreams: AddressStreamCounter

    /// Creates a hub and starts its heartbeat.
    /// - Parameters:
    ///   - replayCapacity: How many recent events to keep for `Last-Event-ID` replay; 200 by default.
    ///   - heartbeatInterval: How often to send a heartbeat comment; 20 s by default.
    ///   - maxPendingBytesPerClient: Unsent bytes past which a client that has stalled is closed; 256 KiB by
    ///     default.
    ///   - stallTimeout: How long a client over `maxPendingBytesPerClient` may take nothing before it is closed;
    ///     15 s by default. Checked at each event and heartbeat.
    ///   - maxStreamsPerAddress: The most open streams from one client address; 32 by default.
    ///   - now: The clock for the stall timeout.
    public init(
        replayCapacity: Int = 200, heartbeatInterval: Duration = .seconds(20),
        maxPendingBytesPerClient: Int = 256 * 1024, stallTimeout: Duration = .seconds(15),
        maxStreamsPerAddress: Int = 32, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.replayCapacity = max(0, replayCapacity)
        self.maxPendingBytesPerClient = maxPendingBytesPerClient
        self.stallTimeout = stallTimeout
        self.now = now
        addressStreams = AddressStreamCounter(limit: maxStreamsPerAddress)
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

    /// Sends an event to every client (or to those following `topic`) and keeps it for replay.
    /// - Parameters:
    ///   - event: The event type, or `nil` for `message`.
    ///   - data: The payload.
    ///   - topic: When set, only clients that named it in `?topics=` get the event (and its replay).
    /// - Returns: The id given to the event.
    @discardableResult
    public func publish(event: String?, data: String, topic: String? = nil) -> String {
        let moment = now()
        return state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            let bytes = ServerSentEvent(id: String(id), event: event, data: data).encoded
            if replayCapacity > 0 {
                state.buffer.append((id, topic, bytes))
                if state.buffer.count > replayCapacity { state.buffer.removeFirst(state.buffer.count - replayCapacity) }
            }
            // Sending under the hub lock keeps every client's order equal to publish order.
            for (key, client) in state.clients where client.follows(topic) && !client.enqueue(bytes, at: moment) {
                Self.drop(key, from: &state)
            }
            return String(id)
        }
    }

    /// A `text/event-stream` response that subscribes the client once the server sends it.
    ///
    /// Replays the buffered events after the request's `Last-Event-ID` header. The request's `topics` query
    /// (comma-separated names) says which topic events it follows. An address that holds `maxStreamsPerAddress`
    /// streams already gets `429 Too Many Requests` with a JSON error envelope and `Retry-After` instead.
    /// - Parameter request: The client's request.
    /// - Returns: The streaming response, or the `429` answer.
    public func response(for request: Request) -> Response {
        guard let slot = addressStreams.take(request.remoteAddress.ip) else { return tooManyStreams() }
        let client = state.withLock { state in
            defer { state.nextClientID += 1 }
            return EventClient(
                id: state.nextClientID, query: request.query, headers: request.headers,
                remoteAddress: request.remoteAddress)
        }
        let stream = EventStream(
            hub: self, lastEventID: request.headers["Last-Event-ID"], maxPendingBytes: maxPendingBytesPerClient,
            stallTimeout: stallTimeout, now: now, initialBytes: Array(": connected\n\n".utf8), client: client,
            topics: Self.topics(request.query["topics"]), slot: slot)
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

    /// The open streams from one client address.
    /// - Parameter address: The IP literal, as `RemoteAddress.ip`.
    /// - Returns: How many streams it holds (counted from the response until the stream is gone).
    public func streamCount(address: String) -> Int {
        addressStreams.count(address)
    }

    /// Sends a heartbeat comment to every client now (also done every `heartbeatInterval`); a client that has
    /// stalled past the rules above is closed.
    public func sendHeartbeat() {
        let heartbeat = Array(":\n\n".utf8)
        let moment = now()
        state.withLock { state in
            for (key, client) in state.clients where !client.enqueue(heartbeat, at: moment) {
                Self.drop(key, from: &state)
            }
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
                let moment = now()
                for event in state.buffer where event.id > last && stream.follows(event.topic) {
                    stream.enqueue(event.bytes, at: moment)
                }
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

    /// The topic names of a `topics` query: at most 8, each 1 to 64 characters.
    private static func topics(_ text: String?) -> Set<String> {
        guard let text else { return [] }
        let names: [String] = text.split(separator: ",").map { $0.trimmingSpaces() }
        return Set(names.filter { (1...64).contains($0.count) }.prefix(8))
    }

    /// The answer past `maxStreamsPerAddress`: 429 with the JSON error envelope; `EventSource` stops on an error
    /// status, and hearth-style pages retry later with their own back-off.
    private func tooManyStreams() -> Response {
        let limit = addressStreams.limit
        let body =
            #"{"error":{"code":"too_many_streams","message":"This address has \#(limit) event streams open, the most "#
            + #"allowed; close a page or try again later."}}"#
        return Response(
            status: .tooManyRequests,
            headers: [
                "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30",
            ],
            body: .bytes(Array(body.utf8)))
    }

    /// Removes a registered stream and tells the observer; nothing when it was not registered (so once at most).
    private static func drop(_ key: ObjectIdentifier, from state: inout State) {
        guard let stream = state.clients.removeValue(forKey: key) else { return }
        if let client = stream.client { state.observer?.closed(client) }
    }
}
