/// Resource limits of the server, with safe defaults for a LAN.
public struct ServerLimits: Sendable, Equatable {
    /// The most open connections (`MHD_OPTION_CONNECTION_LIMIT`); 2048 by default. Open event streams count.
    /// `start()` raises the process's soft open-file limit (up to the hard limit) when it is too low for this.
    public var maxConnections = 2048
    /// The most open event streams, so that pages and API calls still get a connection when every display
    /// holds one; `nil` (the default) keeps an eighth of `maxConnections` (at least 32, at most half) for other
    /// requests.
    /// A client over the limit gets a stream that only says `retry:` (a few seconds, with jitter) and ends, so
    /// a browser's `EventSource` tries again later.
    public var maxEventStreams: Int?
    /// The most open connections from one IP (`MHD_OPTION_PER_IP_CONNECTION_LIMIT`); 64 by default. The main
    /// defence against slowloris on a LAN; keep it above displays-behind-one-IP plus a browser's ~6 sockets.
    public var maxConnectionsPerIP = 64
    /// Seconds of inactivity before a connection is closed (`MHD_OPTION_CONNECTION_TIMEOUT`); 60 by default.
    /// Event streams are kept alive by heartbeats.
    public var idleTimeoutSeconds = 60
    /// Memory per connection for the request line, headers and write buffer
    /// (`MHD_OPTION_CONNECTION_MEMORY_LIMIT`); 32 KiB by default. libmicrohttpd zeroes the whole area between
    /// two requests on a connection, so a larger value costs time on every request, not only memory.
    public var connectionMemoryBytes = 32 * 1024
    /// The largest request body; larger bodies get 413; 16 MiB by default.
    public var maxBodyBytes = 16 * 1024 * 1024
    /// How much of a too-large body is read and thrown away before the 413 is sent; 64 MiB by default.
    ///
    /// A client that sends its whole body before reading (most do, unless they send `Expect: 100-continue`) would
    /// otherwise find the connection closed under it and never read the answer. A body declared larger than this,
    /// or announced with `Expect: 100-continue`, is answered from its headers alone.
    public var maxDrainBytes = 64 * 1024 * 1024
    /// The largest request line plus headers; larger get 431; 16 KiB by default.
    public var maxHeaderBytes = 16 * 1024

    /// Creates the default limits.
    public init() {}

    /// `maxEventStreams`, or its default when `nil`.
    var eventStreamLimit: Int {
        maxEventStreams ?? max(0, maxConnections - min(max(32, maxConnections / 8), maxConnections / 2))
    }
}
