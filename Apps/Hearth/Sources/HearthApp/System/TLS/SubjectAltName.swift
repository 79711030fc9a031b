import Foundation
import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// One name a certificate is valid for: a DNS name or an IP address (X.509 subjectAltName).
enum SubjectAltName: Hashable, Sendable, Comparable, CustomStringConvertible {
    case dns(String)
    /// An IP address in canonical text (`192.168.1.20`, `fd00::1`).
    case ip(String)

    /// A name in OpenSSL's configuration syntax (`DNS:hearth.local`, `IP:192.168.1.20`).
    var description: String {
        switch self {
        case .dns(let name): "DNS:" + name
        case .ip(let address): "IP:" + address
        }
    }

    /// A DNS name, lowercased, or nil when it is not a valid host name.
    static func dnsName(_ text: String) -> SubjectAltName? {
        let name = text.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard !name.isEmpty, name.count <= 253, name.unicodeScalars.allSatisfy(allowed.contains),
            CIDR.addressBytes(name) == nil
        else { return nil }
        return .dns(name)
    }

    /// An IP literal in canonical form, or nil when it is not one.
    static func ipAddress(_ text: String) -> SubjectAltName? {
        CIDR.addressBytes(text).flatMap(ipAddress(bytes:))
    }

    /// An address from its 4 or 16 bytes.
    static func ipAddress(bytes: [UInt8]) -> SubjectAltName? {
        let family = bytes.count == 4 ? AF_INET : bytes.count == 16 ? AF_INET6 : -1
        guard family >= 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let text = bytes.withUnsafeBytes { raw in
            inet_ntop(family, raw.baseAddress, &buffer, socklen_t(buffer.count))
        }
        guard text != nil else { return nil }
        return .ip(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The names of this machine: `localhost`, its host name (also as `.local`, `.lan` and `.home.arpa`), and every
    /// interface address (loopback included).
    static func machineNames(
        hostName: String = NetworkInterfaces.hostName(), addresses: [String] = NetworkInterfaces.addresses()
    ) -> [SubjectAltName] {
        var names: [SubjectAltName] = [.dns("localhost")]
        if let host = dnsName(hostName), case .dns(let full) = host, full != "localhost" {
            let short = String(full.split(separator: ".").first ?? Substring(full))
            for candidate in [full, short, short + ".local", short + ".lan", short + ".home.arpa"] {
                if let name = dnsName(candidate), !names.contains(name) { names.append(name) }
            }
        }
        for address in ["127.0.0.1", "::1"] + addresses {
            if let name = ipAddress(address), !names.contains(name) { names.append(name) }
        }
        return names
    }
}
