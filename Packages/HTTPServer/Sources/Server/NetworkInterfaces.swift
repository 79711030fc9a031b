import CMicroHTTPD
import Glibc

/// This machine's addresses and name, to print the URLs a server can be reached at.
public enum NetworkInterfaces {
    /// The IP literals of every interface that is up, loopback included (IPv4 first, no duplicates).
    ///
    /// IPv6 link-local addresses (`fe80::/10`) are left out: they need a zone to be usable in a URL.
    /// - Returns: The addresses, for example `["127.0.0.1", "192.168.1.20", "::1"]`.
    public static func addresses() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var v4: [String] = []
        var v6: [String] = []
        var cursor = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard (entry.pointee.ifa_flags & UInt32(IFF_UP)) != 0, let address = entry.pointee.ifa_addr else {
                continue
            }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            let ip = SocketAddress.remoteAddress(UnsafePointer(address)).ip
            if family == AF_INET6, ip.lowercased().hasPrefix("fe80") { continue }
            if family == AF_INET, !v4.contains(ip) { v4.append(ip) }
            if family == AF_INET6, !v6.contains(ip) { v6.append(ip) }
        }
        return v4 + v6
    }

    /// The machine's host name (`gethostname`), or `"localhost"` when it has none.
    /// - Returns: The host name.
    public static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
