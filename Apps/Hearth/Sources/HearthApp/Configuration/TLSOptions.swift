import ArgumentParser

/// The HTTPS flags of `hearth serve`, each falling back to a `HEARTH_TLS_*` variable.
public struct TLSOptions: ParsableArguments {
    @Option(
        name: .customLong("tls-cert"),
        help: "Serve HTTPS with this PEM certificate (chain); needs --tls-key. [HEARTH_TLS_CERT]")
    var certificate: String?

    @Option(
        name: .customLong("tls-key"), help: "The certificate's unencrypted PEM private key. [HEARTH_TLS_KEY]")
    var key: String?

    @Flag(
        name: .customLong("tls-self-signed"),
        help: """
            Serve HTTPS with a certificate Hearth makes for this machine's names and addresses, kept in \
            <data-dir>/tls/ (trust its hearth-ca.pem on other screens). [HEARTH_TLS_SELF_SIGNED=1]
            """)
    var selfSigned = false

    public init() {}

    /// The HTTPS setting from the flags, else the environment.
    /// - Throws: `ConfigurationError` when half a pair is given, or both kinds are.
    func resolve(environment: [String: String]) throws(ConfigurationError) -> TLSSetting {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let fromFlags = certificate != nil || key != nil || selfSigned
        let certificate = fromFlags ? certificate : variable("HEARTH_TLS_CERT")
        let key = fromFlags ? key : variable("HEARTH_TLS_KEY")
        var selfSigned = self.selfSigned
        let (certificateOption, keyOption) = fromFlags ? ("tls-cert", "tls-key") : ("HEARTH_TLS_CERT", "HEARTH_TLS_KEY")
        if !fromFlags, let text = variable("HEARTH_TLS_SELF_SIGNED") {
            switch text.lowercased() {
            case "1", "true", "yes", "on": selfSigned = true
            case "0", "false", "no", "off": selfSigned = false
            default:
                throw ConfigurationError(option: "HEARTH_TLS_SELF_SIGNED", message: "“\(text)” is not true or false")
            }
        }
        switch (certificate, key) {
        case (let certificate?, let key?):
            guard !selfSigned else {
                throw ConfigurationError(
                    option: fromFlags ? "tls-self-signed" : "HEARTH_TLS_SELF_SIGNED",
                    message: "choose either a certificate and key or a self-signed certificate, not both")
            }
            return .files(certificate: certificate, key: key)
        case (.some, nil):
            throw ConfigurationError(
                option: keyOption,
                message: "missing: \(fromFlags ? "--" : "")\(certificateOption) needs the "
                    + "certificate's private key too")
        case (nil, .some):
            throw ConfigurationError(
                option: certificateOption,
                message: "missing: \(fromFlags ? "--" : "")\(keyOption) needs the "
                    + "certificate that goes with the key too")
        case (nil, nil):
            return selfSigned ? .selfSigned : .off
        }
    }
}
