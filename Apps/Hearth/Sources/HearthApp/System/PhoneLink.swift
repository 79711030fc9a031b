import Foundation
import HTTPServer
import QRCode
import Synchronization

/// "Open on your phone": Hearth's address on the local network (the first URL of an interface that is not
/// loopback, `https` when TLS is on) and its QR code as SVG, with dark modules on a light quiet zone so that it
/// scans on dark pages too.
final class PhoneLink: Sendable {
    private let host: String
    private let scheme: String
    private let addresses: @Sendable () -> [String]
    private let listeningPort = Atomic<Int>(0)
    private let cache = Locked<(url: String, svg: [UInt8])?>(nil)

    /// - Parameters:
    ///   - host: The address Hearth listens on (`0.0.0.0`, `::` or one address).
    ///   - scheme: `http` or `https`.
    ///   - addresses: This machine's interface addresses (injectable for tests).
    init(
        host: String, scheme: String, addresses: @escaping @Sendable () -> [String] = { NetworkInterfaces.addresses() }
    ) {
        self.host = host
        self.scheme = scheme
        self.addresses = addresses
    }

    /// Tells the link which port the server listens on, once it does.
    func serverStarted(port: Int) {
        listeningPort.store(port, ordering: .relaxed)
    }

    /// The LAN address, and whether it is one at all (false when Hearth listens on loopback only).
    /// - Parameter request: The request asking; its `Host` port is used before the server has started.
    func address(for request: Request) -> (url: String, reachesNetwork: Bool) {
        var port = listeningPort.load(ordering: .relaxed)
        if port == 0, let hostHeader = request.host, let colon = hostHeader.lastIndex(of: ":"),
            !hostHeader[colon...].contains("]"), let given = Int(hostHeader[hostHeader.index(after: colon)...])
        {
            port = given
        }
        if port == 0 { port = 8080 }
        let urls = StartupBanner.urls(host: host, port: port, scheme: scheme, addresses: addresses())
        if let lan = urls.first(where: { !$0.contains("://127.") && !$0.contains("://[::1]") }) { return (lan, true) }
        return (urls[0], false)
    }

    /// The QR code of `url` as SVG (the last one is kept, so a page full of requests encodes it once).
    /// - Throws: `QRCodeError` when the URL cannot be encoded (longer than a QR code holds).
    func svg(for url: String) throws -> [UInt8] {
        if let cached = cache.withLock({ $0 }), cached.url == url { return cached.svg }
        let symbol = try QRSymbol(encoding: url)
        let svg = Array(symbol.svg(title: "Hearth: " + url, dark: "#000", light: "#fff").utf8)
        cache.withLock { $0 = (url, svg) }
        return svg
    }
}
