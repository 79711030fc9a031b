import Foundation

extension ServerConfiguration {
    /// HTTPS through libmicrohttpd's own TLS (GnuTLS in Debian's build): a PEM certificate (chain) and its key.
    ///
    /// ```swift
    /// var configuration = ServerConfiguration(host: "0.0.0.0", port: 8443)
    /// configuration.tls = try .init(certificateFile: "/etc/hearth/cert.pem", keyFile: "/etc/hearth/key.pem")
    /// ```
    public struct TLS: Sendable, Equatable {
        /// The certificate in PEM, optionally followed by its chain.
        public var certificatePEM: [UInt8]
        /// The private key in PEM (PKCS #1, PKCS #8 or SEC 1).
        public var privateKeyPEM: [UInt8]
        /// The password of an encrypted private key, or `nil`.
        public var keyPassword: String?

        /// Creates a TLS configuration from PEM bytes.
        /// - Parameters:
        ///   - certificatePEM: The certificate (chain) in PEM.
        ///   - privateKeyPEM: The private key in PEM.
        ///   - keyPassword: The password of an encrypted key.
        /// - Throws: `HTTPServerError.invalidTLS` when either is not PEM of the right kind.
        public init(certificatePEM: [UInt8], privateKeyPEM: [UInt8], keyPassword: String? = nil) throws(HTTPServerError)
        {
            let certificate = String(decoding: certificatePEM, as: UTF8.self)
            let key = String(decoding: privateKeyPEM, as: UTF8.self)
            guard certificate.contains("-----BEGIN CERTIFICATE-----") else {
                throw .invalidTLS("The certificate is not PEM (no \"-----BEGIN CERTIFICATE-----\" line).")
            }
            guard key.contains("-----BEGIN ") && key.contains("PRIVATE KEY-----") else {
                throw .invalidTLS("The private key is not PEM (no \"-----BEGIN … PRIVATE KEY-----\" line).")
            }
            guard !certificatePEM.contains(0), !privateKeyPEM.contains(0) else {
                throw .invalidTLS("The certificate or key contains a NUL byte.")
            }
            self.certificatePEM = certificatePEM
            self.privateKeyPEM = privateKeyPEM
            self.keyPassword = keyPassword
        }

        /// Creates a TLS configuration from PEM files.
        /// - Parameters:
        ///   - certificateFile: The path of the certificate (chain).
        ///   - keyFile: The path of the private key.
        ///   - keyPassword: The password of an encrypted key.
        /// - Throws: `HTTPServerError.invalidTLS` naming the file that cannot be read or is not PEM.
        public init(certificateFile: String, keyFile: String, keyPassword: String? = nil) throws(HTTPServerError) {
            guard let certificate = FileManager.default.contents(atPath: certificateFile) else {
                throw .invalidTLS("Cannot read the certificate file \(certificateFile).")
            }
            guard let key = FileManager.default.contents(atPath: keyFile) else {
                throw .invalidTLS("Cannot read the key file \(keyFile).")
            }
            do {
                try self.init(certificatePEM: Array(certificate), privateKeyPEM: Array(key), keyPassword: keyPassword)
            } catch {
                throw .invalidTLS("\(certificateFile) / \(keyFile): \(error.reason)")
            }
        }
    }
}

extension HTTPServerError {
    /// The reason text of an error (without the "could not start" preamble).
    var reason: String {
        switch self {
        case .invalidTLS(let reason), .startFailed(let reason): reason
        default: description
        }
    }
}
