import Foundation
import HTTPServer

/// The `Host` header values Hearth answers to, against DNS rebinding: this machine's
/// IP literals, `localhost`, its host name (also with `.local` and `.lan`) and any
/// `--allowed-host`. Ports are ignored; a request without `Host` is refused.
struct HostAllowlist: Sendable {
    private let names: Set<String>
    /// The names that are their own canonical form: a plain `Host` header is looked up here as it is.
    private let plainNames: Set<String>

    /// Builds the list from the machine's interfaces and names plus `extra`.
    init(
        extra: [String], addresses: [String] = NetworkInterfaces.addresses(),
        hostName: String = NetworkInterfaces.hostName()
    ) {
        var names: Set<String> = ["localhost", "127.0.0.1", "::1"]
        for address in addresses { names.insert(Self.canonical(address)) }
        let host = hostName.lowercased()
        if !host.isEmpty {
            names.insert(host)
            let short = host.split(separator: ".").first.map(String.init) ?? host
            names.formUnion([short, short + ".local", short + ".lan", short + ".home.arpa"])
        }
        for name in extra { names.insert(Self.canonical(Self.stripPort(name.lowercased()))) }
        self.names = names
        plainNames = names.filter { Self.canonical($0) == $0 }
    }

    /// Whether a `Host` header value (possibly with a port) is one of ours.
    func allows(_ hostHeader: String?) -> Bool {
        guard let hostHeader, !hostHeader.isEmpty else { return false }
        // The header as browsers send it (lower-case ASCII, a known name, a port) is looked up without copies.
        if let name = Self.plainName(hostHeader), plainNames.contains(name) { return true }
        let name = Self.stripPort(hostHeader.lowercased())
        if name.hasSuffix(".localhost") { return true }
        return names.contains(Self.canonical(name))
    }

    /// Every accepted name, sorted (for the startup log).
    var allNames: [String] { names.sorted() }

    /// `host:port` → `host`, `[::1]:8080` → `::1`.
    /// The name of a lower-case ASCII `name` or `name:port` header; nil for anything else (brackets, IPv6, upper
    /// case, non-ASCII), which takes the full path.
    static func plainName(_ header: String) -> String? {
        var colon: Int?
        var offset = 0
        for byte in header.utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "[") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                return nil
            }
            if byte == UInt8(ascii: ":") {
                guard colon == nil else { return nil }
                colon = offset
            }
            offset += 1
        }
        guard let colon else { return header }
        return String(decoding: header.utf8.prefix(colon), as: UTF8.self)
    }

    static func stripPort(_ value: String) -> String {
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return value }
            return String(value[value.index(after: value.startIndex)..<close])
        }
        if value.filter({ $0 == ":" }).count == 1, let colon = value.lastIndex(of: ":") {
            return String(value[..<colon])
        }
        return value
    }

    /// IP literals in one canonical spelling; names unchanged (without a trailing dot).
    private static func canonical(_ name: String) -> String {
        var name = name
        if name.hasSuffix(".") { name.removeLast() }
        guard let network = CIDR(name) else { return name }
        let text = network.description
        return String(text[..<(text.lastIndex(of: "/") ?? text.endIndex)])
    }
}
