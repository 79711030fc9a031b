/// Who is on the other end of an event stream, as their request said when they subscribed.
///
/// Handed to the observer set with ``EventHub/observeClients(opened:closed:)``: once when the stream starts and
/// once when it ends, with the same ``id``.
public struct EventClient: Sendable, Hashable {
    /// A number unique to this stream within its hub.
    public let id: UInt64
    /// The query of the `GET /events` request (`?client=…&profile=…`).
    public let query: QueryItems
    /// The request's headers (`User-Agent`, `Accept-Language` …).
    public let headers: HTTPHeaders
    /// The peer of the connection.
    public let remoteAddress: RemoteAddress

    /// Creates a description of a client.
    /// - Parameters:
    ///   - id: A number unique to the stream.
    ///   - query: The request's query.
    ///   - headers: The request's headers.
    ///   - remoteAddress: The peer.
    public init(id: UInt64, query: QueryItems, headers: HTTPHeaders, remoteAddress: RemoteAddress) {
        self.id = id
        self.query = query
        self.headers = headers
        self.remoteAddress = remoteAddress
    }

    public static func == (lhs: EventClient, rhs: EventClient) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
