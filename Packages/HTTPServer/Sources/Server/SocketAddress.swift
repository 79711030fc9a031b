import CMicroHTTPD
import Glibc

/// Conversions between `sockaddr` and IP literals.
enum SocketAddress {
    /// The IP literal and port of a socket address; IPv4-mapped IPv6 addresses come out as IPv4.
    static func remoteAddress(_ address: UnsafePointer<sockaddr>?) -> RemoteAddress {
        guard let address else { return RemoteAddress(ip: "0.0.0.0", port: 0, isLoopback: false) }
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
                let ip = dotted(UInt32(bigEndian: v4.pointee.sin_addr.s_addr))
                return RemoteAddress(ip: ip, port: Int(UInt16(bigEndian: v4.pointee.sin_port)))
            }
        case AF_INET6:
            return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
                var addr = v6.pointee.sin6_addr
                let port = Int(UInt16(bigEndian: v6.pointee.sin6_port))
                let bytes = withUnsafeBytes(of: &addr) { Array($0) }
                if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
                    return RemoteAddress(ip: bytes[12...].map(String.init).joined(separator: "."), port: port)
                }
                return RemoteAddress(ip: ntop(AF_INET6, &addr, length: Int(INET6_ADDRSTRLEN)), port: port)
            }
        default:
            return RemoteAddress(ip: "0.0.0.0", port: 0, isLoopback: false)
        }
    }

    /// An IPv4 address (host byte order) in dotted-decimal form, without `inet_ntop`'s formatting machinery.
    static func dotted(_ address: UInt32) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(15)
        for shift in stride(from: 24, through: 0, by: -8) {
            let part = UInt8(truncatingIfNeeded: address >> UInt32(shift))
            if part >= 100 { bytes.append(UInt8(ascii: "0") + part / 100) }
            if part >= 10 { bytes.append(UInt8(ascii: "0") + part / 10 % 10) }
            bytes.append(UInt8(ascii: "0") + part % 10)
            if shift > 0 { bytes.append(UInt8(ascii: ".")) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func ntop(_ family: Int32, _ address: UnsafeRawPointer, length: Int) -> String {
        var buffer = [CChar](repeating: 0, count: length + 1)
        guard inet_ntop(family, address, &buffer, socklen_t(length)) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
