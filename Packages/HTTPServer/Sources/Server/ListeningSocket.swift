import CMicroHTTPD
import Glibc

/// Creates the bound, listening socket handed to libmicrohttpd (so bind errors are exact).
enum ListeningSocket {
    /// Binds and listens.
    /// - Returns: The socket and the port actually bound.
    /// - Throws: `HTTPServerError`.
    static func open(host: String, port: Int) throws(HTTPServerError) -> (socket: Int32, port: Int) {
        guard (0...65535).contains(port) else { throw .startFailed("Port \(port) is out of range.") }
        var literal = host
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }
        if literal == "localhost" { literal = "127.0.0.1" }
        var v4 = in_addr()
        var v6 = in6_addr()
        let family: Int32
        if inet_pton(AF_INET, literal, &v4) == 1 {
            family = AF_INET
        } else if inet_pton(AF_INET6, literal, &v6) == 1 {
            family = AF_INET6
        } else {
            throw .invalidHost(host)
        }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .startFailed("socket(): \(errorText(errno))") }
        var on: Int32 = 1
        let off: Int32 = 0
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        if family == AF_INET {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr = v4
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } else {
            // "::" listens on IPv6 and IPv4 (dual stack); another literal only on itself.
            let v6Only: Int32 = literal == "::" ? off : on
            var option = v6Only
            _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &option, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = UInt16(port).bigEndian
            address.sin6_addr = v6
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        if bound != 0 {
            let code = errno
            close(fd)
            if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
            if code == EADDRNOTAVAIL { throw .invalidHost(host) }
            throw .startFailed("bind(): \(errorText(code))")
        }
        // A long backlog: a thousand displays reconnect at once after a restart (the kernel caps it at somaxconn).
        guard listen(fd, 4096) == 0 else {
            let code = errno
            close(fd)
            if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
            throw .startFailed("listen(): \(errorText(code))")
        }
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            close(fd)
            throw .startFailed("getsockname(): \(errorText(errno))")
        }
        let actualPort = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SocketAddress.remoteAddress($0).port }
        }
        return (fd, actualPort)
    }

    /// Raises the soft open-file limit (up to the hard limit) so `connections` sockets fit, with headroom.
    static func raiseFileLimit(toFit connections: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        let wanted = rlim_t(max(0, connections) + 256)
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = min(wanted, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
