import Foundation
import HTTPServer
import HearthBasics

/// Turns the `--tls-*` choice into what the HTTP server needs, checking the files first so that a mistake stops
/// Hearth with a sentence that says how to fix it (rather than a TLS handshake that fails in every browser).
struct TLSSetup: Sendable {
    /// The certificate and key for libmicrohttpd.
    var server: ServerConfiguration.TLS
    /// The names the certificate is valid for.
    var names: [SubjectAltName]
    /// When it expires.
    var notAfter: Date
    /// With `--tls-self-signed`: the authority other screens trust, and whether this start made anything new.
    var selfSigned: SelfSignedTLS.Identity?

    /// Prepares HTTPS for `setting`; nil for plain HTTP.
    /// - Parameters:
    ///   - setting: The configured choice.
    ///   - dataDirectory: Where `--tls-self-signed` keeps its files.
    ///   - names: This machine's names and addresses.
    ///   - now: The current time.
    /// - Throws: `TLSError` naming the file and the fix.
    static func prepare(
        _ setting: TLSSetting, dataDirectory: URL, names: [SubjectAltName] = SubjectAltName.machineNames(),
        now: Date = Date()
    ) throws(TLSError) -> TLSSetup? {
        switch setting {
        case .off:
            return nil
        case .selfSigned:
            let identity = try SelfSignedTLS(dataDirectory: dataDirectory).prepare(names: names, now: now)
            return TLSSetup(
                server: try serverTLS(certificate: identity.certificateChainPEM, key: identity.keyPEM),
                names: identity.names, notAfter: identity.notAfter, selfSigned: identity)
        case .files(let certificatePath, let keyPath):
            let certificatePEM = try read(certificatePath, what: "certificate", flag: "--tls-cert")
            let keyPEM = try read(keyPath, what: "key", flag: "--tls-key")
            let certificate: TLSCertificate
            do {
                certificate = try TLSCertificate.chain(pem: certificatePEM)[0]
            } catch {
                throw TLSError("the certificate file \(certificatePath) cannot be used: \(error.description).")
            }
            let key: TLSPrivateKey
            do {
                key = try TLSPrivateKey(pem: keyPEM)
            } catch {
                throw TLSError("the key file \(keyPath) cannot be used: \(error.description).")
            }
            guard certificate.matches(key) else {
                throw TLSError(
                    "the key in \(keyPath) does not belong to the certificate in \(certificatePath). Pass the key "
                        + "that was made with this certificate (or use --tls-self-signed).")
            }
            guard certificate.notAfter > now else {
                throw TLSError(
                    "the certificate in \(certificatePath) expired on \(InstantFormat.string(from: certificate.notAfter, style: .wholeSeconds)). "
                        + "Renew it, or use --tls-self-signed.")
            }
            return TLSSetup(
                server: try serverTLS(certificate: certificatePEM, key: keyPEM), names: certificate.subjectAltNames,
                notAfter: certificate.notAfter, selfSigned: nil)
        }
    }

    private static func read(_ path: String, what: String, flag: String) throws(TLSError) -> [UInt8] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TLSError(
                "the \(what) file \(path) does not exist. Check \(flag), or let Hearth make a certificate with "
                    + "--tls-self-signed.")
        }
        guard !isDirectory.boolValue else {
            throw TLSError("the \(what) file \(path) is a folder; \(flag) takes a file.")
        }
        guard let bytes = manager.contents(atPath: path) else {
            throw TLSError(
                "the \(what) file \(path) cannot be read by this user. Make it readable by the user Hearth runs as "
                    + "(the key should be readable by that user only: chmod 600).")
        }
        return Array(bytes)
    }

    private static func serverTLS(certificate: [UInt8], key: [UInt8]) throws(TLSError) -> ServerConfiguration.TLS {
        do {
            return try ServerConfiguration.TLS(certificatePEM: certificate, privateKeyPEM: key)
        } catch {
            throw TLSError(error.description)
        }
    }
}
