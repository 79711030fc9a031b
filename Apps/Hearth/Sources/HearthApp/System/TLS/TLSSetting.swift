/// How `hearth serve` speaks HTTPS: not at all (plain HTTP, the default), with a certificate and key the user gives,
/// or with a certificate Hearth makes for this machine (`--tls-self-signed`).
public enum TLSSetting: Sendable, Equatable {
    /// Plain HTTP.
    case off
    /// A PEM certificate (chain) and its unencrypted PEM key, by path.
    case files(certificate: String, key: String)
    /// A certificate for this machine's names and addresses, signed by a small authority of Hearth's own, both
    /// kept in `<data dir>/tls/`.
    case selfSigned

    /// Whether pages are served over HTTPS.
    public var isOn: Bool { self != .off }

    /// `https` or `http`.
    public var scheme: String { isOn ? "https" : "http" }
}
