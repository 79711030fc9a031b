import Foundation
import HTTPServer
import HearthBasics

/// The text `hearth serve` prints when it is ready.
enum StartupBanner {
    /// URLs to open: loopback first, then this machine's LAN addresses (when listening on all).
    static func urls(
        host: String, port: Int, scheme: String = "http", addresses: [String] = NetworkInterfaces.addresses()
    ) -> [String] {
        func url(_ address: String) -> String {
            address.contains(":") ? "\(scheme)://[\(address)]:\(port)/" : "\(scheme)://\(address):\(port)/"
        }
        switch host {
        case "0.0.0.0":
            return [url("127.0.0.1")] + addresses.filter { !$0.contains(":") && !$0.hasPrefix("127.") }.map(url)
        case "::":
            return [url("127.0.0.1")]
                + addresses.filter { !$0.hasPrefix("127.") && $0 != "::1" && !$0.lowercased().hasPrefix("fe80") }.map(
                    url)
        default:
            return [url(host)]
        }
    }

    static func text(
        urls: [String], port: Int, generatedCode: String?, configuration: Configuration, tls: TLSSetup? = nil
    ) -> String {
        var lines = ["Listening on \(urls[0])", "", "Hearth is running. Open it in a browser:"]
        lines.append("  on this machine:        \(urls[0].replacingOccurrences(of: "127.0.0.1", with: "localhost"))")
        for url in urls.dropFirst() { lines.append("  from a phone on the LAN: \(url)") }
        if let generatedCode {
            lines += [
                "",
                "Access code for changes from other devices: \(generatedCode)",
                "  (shown once: note it down. `hearth access-code reset` makes a new one.)",
            ]
        } else if configuration.accessCode == nil {
            lines += [
                "", "Changes from other devices need the access code shown at first start",
                "  (forgot it? `hearth access-code reset --data-dir \(configuration.dataDirectory.path)`).",
            ]
        }
        lines += [""] + tlsLines(tls, urls: urls)
        lines += ["", "Press Ctrl-C to stop."]
        return lines.joined(separator: "\n")
    }

    /// What HTTPS does now, and how to turn it on when it is off.
    static func tlsLines(_ tls: TLSSetup?, urls: [String]) -> [String] {
        guard let tls else {
            return [
                "HTTPS is off. Other screens need it for keep-awake and their battery (this machine's own browser",
                "  does not, on localhost). Turn it on with --tls-self-signed (with make: HEARTH_TLS_SELF_SIGNED=1",
                "  make run), or --tls-cert FILE --tls-key FILE for a certificate you have.",
            ]
        }
        let expiry = InstantFormat.string(from: tls.notAfter, style: .wholeSeconds).prefix(10)
        guard let selfSigned = tls.selfSigned else { return ["HTTPS with your certificate (valid until \(expiry))."] }
        var lines = [
            "HTTPS with Hearth's own certificate (valid until \(expiry)\(selfSigned.madeCertificate ? ", made now" : "")).",
            "  Other screens trust it once they trust Hearth's authority: open \(urls.dropFirst().first ?? urls[0])hearth-ca.pem",
            "  on each and install it (the README's HTTPS section shows how).",
        ]
        if selfSigned.madeAuthority { lines.append("  (A new authority was made on this start.)") }
        return lines
    }
}
