/// Why the server could not start.
public enum HTTPServerError: Error, CustomStringConvertible {
    /// Another socket already listens on that address and port.
    case addressInUse(host: String, port: Int)
    /// The host is not an IP literal, `"0.0.0.0"` or `"::"`.
    case invalidHost(String)
    /// Binding or starting libmicrohttpd failed for another reason.
    case startFailed(String)
    /// The TLS certificate or key is unreadable or not usable (the reason names which), or libmicrohttpd was
    /// built without TLS.
    case invalidTLS(String)

    /// A message for logs and the console.
    public var description: String {
        switch self {
        case .addressInUse(let host, let port): "Address \(host) port \(port) is already in use."
        case .invalidHost(let host): "Invalid host \"\(host)\": expected an IP address, 0.0.0.0 or ::."
        case .startFailed(let reason): "The HTTP server could not start: \(reason)"
        case .invalidTLS(let reason): "HTTPS could not be set up: \(reason)"
        }
    }
}
