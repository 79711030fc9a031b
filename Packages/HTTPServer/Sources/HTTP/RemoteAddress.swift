/// The peer of a connection: its IP literal and port.
public struct RemoteAddress: Sendable, Hashable, CustomStringConvertible {
    /// The IP literal without brackets; an IPv4-mapped IPv6 address is shown as IPv4.
    public var ip: String
    /// The peer's port.
    public var port: Int
    /// Whether the peer is on this machine's loopback (127.0.0.0/8 or ::1).
    public var isLoopback: Bool

    /// Creates an address.
    /// - Parameters:
    ///   - ip: The IP literal, without brackets.
    ///   - port: The port.
    ///   - isLoopback: Whether it is a loopback address.
    public init(ip: String, port: Int, isLoopback: Bool) {
        self.ip = ip
        self.port = port
        self.isLoopback = isLoopback
    }

    /// Creates an address, working out whether it is loopback from the literal.
    /// - Parameters:
    ///   - ip: The IP literal, without brackets.
    ///   - port: The port.
    public init(ip: String, port: Int) {
        self.init(ip: ip, port: port, isLoopback: RemoteAddress.isLoopbackLiteral(ip))
    }

    /// `"127.0.0.1:5000"` or `"[::1]:5000"`.
    public var description: String {
        ip.contains(":") ? "[\(ip)]:\(port)" : "\(ip):\(port)"
    }

    static func isLoopbackLiteral(_ ip: String) -> Bool {
        ip == "::1" || ip.hasPrefix("127.")
    }
}
