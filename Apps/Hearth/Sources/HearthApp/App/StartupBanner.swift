import Foundation
import HTTPServer

/// The text `hearth serve` prints when it is ready.
enum StartupBanner {
    /// URLs to open: loopback first, then this machine's LAN addresses (when listening on all).
    static func urls(host: String, port: Int, addresses: [String] = NetworkInterfaces.addresses()) -> [String] {
        func url(_ address: String) -> String {
            address.contains(":") ? "http://[\(address)]:\(port)/" : "http://\(address):\(port)/"
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

    static func text(urls: [String], port: Int, generatedCode: String?, configuration: Configuration) -> String {
        var lines = ["Listening on \(urls[0])", "", "Hearth is running. Open it in a browser:"]
        lines.append("  on this machine:        \(urls[0].replacingOccurrences(of: "127.0.0.1", with: "localhost"))")
        for url in urls.dropFirst() { lines.append("  from a phone on the LAN: \(url)") }
        if let generatedCode {
            lines += [
                "",
                "Access code for changes from other devices: \(generatedCode)",
                "  (shown once: note it down. `hearth access-code --reset` makes a new one.)",
            ]
        } else if configuration.accessCode == nil {
            lines += [
                "", "Changes from other devices need the access code shown at first start",
                "  (forgot it? `hearth access-code --reset --data-dir \(configuration.dataDirectory.path)`).",
            ]
        }
        lines += ["", "Press Ctrl-C to stop."]
        return lines.joined(separator: "\n")
    }
}
