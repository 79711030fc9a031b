/// Where and how the server listens.
public struct ServerConfiguration: Sendable {
    /// The address to bind: `"0.0.0.0"` (every IPv4 interface), `"::"` (IPv6 and IPv4 dual stack),
    /// or an IPv4 / IPv6 literal to bind only that address.
    public var host: String = "0.0.0.0"
    /// The port; `0` picks a free one (read it back from `HTTPServer.port`).
    public var port: Int = 8080
    /// The number of libmicrohttpd worker threads (each with its own epoll set); 4 by default.
    public var threadPoolSize: Int = 4
    /// Resource limits.
    public var limits = ServerLimits()
    /// HTTPS: the certificate and key, or `nil` for plain HTTP.
    public var tls: TLS?

    /// Creates a configuration.
    /// - Parameters:
    ///   - host: The address to bind.
    ///   - port: The port, `0` for any free port.
    ///   - threadPoolSize: The number of worker threads.
    ///   - limits: Resource limits.
    ///   - tls: The certificate and key for HTTPS, or `nil` for plain HTTP.
    public init(
        host: String = "0.0.0.0", port: Int = 8080, threadPoolSize: Int = 4, limits: ServerLimits = ServerLimits(),
        tls: TLS? = nil
    ) {
        self.host = host
        self.port = port
        self.threadPoolSize = threadPoolSize
        self.limits = limits
        self.tls = tls
    }
}
