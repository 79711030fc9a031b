import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An IPv4 or IPv6 network in CIDR notation, such as `192.168.1.0/24` or `fd00::/8`.
public struct CIDR: Sendable, Hashable, CustomStringConvertible {
    /// The network address bytes (4 for IPv4, 16 for IPv6).
    public let network: [UInt8]
    /// Number of leading bits that must match.
    public let prefixLength: Int

    /// Parses `address/prefix`; a bare address means a single host.
    /// - Returns: nil when the text is not a valid network.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let bytes = CIDR.addressBytes(String(parts[0])) else { return nil }
        let maximum = bytes.count * 8
        if parts.count == 2 {
            guard let length = Int(parts[1]), (0...maximum).contains(length), !parts[1].hasPrefix("+") else {
                return nil
            }
            prefixLength = length
        } else {
            prefixLength = maximum
        }
        network = bytes
    }

    /// Whether an IP literal lies inside this network. IPv4-mapped IPv6 addresses
    /// (`::ffff:192.168.1.5`) count as their IPv4 address.
    public func contains(_ ip: String) -> Bool {
        guard var bytes = CIDR.addressBytes(ip) else { return false }
        if bytes.count == 16, network.count == 4, bytes[0..<10].allSatisfy({ $0 == 0 }),
            bytes[10] == 0xff, bytes[11] == 0xff
        {
            bytes = Array(bytes[12...])
        }
        guard bytes.count == network.count else { return false }
        var remaining = prefixLength
        for index in 0..<bytes.count where remaining > 0 {
            let bits = min(8, remaining)
            let mask = UInt8(truncatingIfNeeded: 0xff << (8 - bits))
            if bytes[index] & mask != network[index] & mask { return false }
            remaining -= bits
        }
        return true
    }

    public var description: String {
        let address =
            network.count == 4
            ? network.map(String.init).joined(separator: ".")
            : CIDR.formatIPv6(network)
        return "\(address)/\(prefixLength)"
    }

    /// The bytes of an IPv4 or IPv6 literal (brackets and a zone index are ignored).
    static func addressBytes(_ text: String) -> [UInt8]? {
        var literal = text
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }
        if let percent = literal.firstIndex(of: "%") { literal = String(literal[..<percent]) }
        var v4 = in_addr()
        if inet_pton(AF_INET, literal, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, literal, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { Array($0) }
        }
        return nil
    }

    private static func formatIPv6(_ bytes: [UInt8]) -> String {
        var address = in6_addr()
        withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count)) != nil else { return "::" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
