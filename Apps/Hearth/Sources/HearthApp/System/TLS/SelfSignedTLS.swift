import Foundation
import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// `--tls-self-signed`: the certificates Hearth makes for itself, in `<data dir>/tls/`.
///
/// - `hearth-ca.pem` (and its key `hearth-ca-key.pem`): a small certificate authority of this Hearth, made once and
///   valid for ten years. It is the one thing to trust on other screens (settings links to it as
///   `/hearth-ca.pem`); it can sign nothing but server certificates (path length 0).
/// - `hearth-cert.pem` (with the authority after it) and `hearth-key.pem`: the server certificate for this machine's
///   names and addresses, signed by that authority. It is made again at start when a name or address is missing
///   (a new DHCP lease) or fewer than ``renewalDays`` remain, without asking the screens to trust anything new.
///
/// Keys are ECDSA P-256 and written readable by Hearth's user only.
struct SelfSignedTLS {
    static let folderName = "tls"
    static let authorityFile = "hearth-ca.pem"
    static let authorityKeyFile = "hearth-ca-key.pem"
    static let certificateFile = "hearth-cert.pem"
    static let keyFile = "hearth-key.pem"
    /// How long the authority lives.
    static let authorityDays = 3650
    /// How long a server certificate lives: under the 825 days Apple's platforms accept.
    static let certificateDays = 800
    /// A server certificate with fewer days left is made again at start.
    static let renewalDays = 60

    /// The folder holding the files.
    let directory: URL

    init(dataDirectory: URL) {
        directory = dataDirectory.appendingPathComponent(Self.folderName, isDirectory: true)
    }

    /// What ``prepare(names:now:)`` found or made.
    struct Identity: Sendable {
        /// The server certificate followed by the authority, PEM.
        var certificateChainPEM: [UInt8]
        /// The server certificate's key, PEM.
        var keyPEM: [UInt8]
        /// The authority's certificate, PEM (what other screens trust).
        var authorityPEM: [UInt8]
        /// The names the server certificate is valid for.
        var names: [SubjectAltName]
        /// When the server certificate expires.
        var notAfter: Date
        /// Whether this start made a new server certificate (and whether also a new authority).
        var madeCertificate: Bool
        var madeAuthority: Bool
    }

    /// Reuses the stored certificates when they still serve, or makes what is missing.
    /// - Parameters:
    ///   - names: The names and addresses the server certificate must cover.
    ///   - now: The current time.
    /// - Throws: `TLSError` when the folder cannot be written or a stored file is damaged.
    func prepare(names: [SubjectAltName], now: Date) throws(TLSError) -> Identity {
        try createDirectory()
        let (authority, authorityKey, madeAuthority) = try loadOrMakeAuthority(now: now)
        let authorityPEM = try authority.pem()
        if !madeAuthority, let stored = try? loadCertificate(), stored.certificate.isSigned(by: authority),
            stored.certificate.matches(stored.key), Set(names).isSubset(of: Set(stored.certificate.subjectAltNames)),
            stored.certificate.notAfter > now.addingTimeInterval(TimeInterval(Self.renewalDays) * 86_400)
        {
            return Identity(
                certificateChainPEM: stored.pem, keyPEM: stored.keyPEM, authorityPEM: authorityPEM,
                names: stored.certificate.subjectAltNames, notAfter: stored.certificate.notAfter,
                madeCertificate: false, madeAuthority: false)
        }
        let key = try TLSPrivateKey.generateP256()
        let dnsNames = names.compactMap { name -> String? in if case .dns(let text) = name { text } else { nil } }
        let certificate = try TLSCertificate.issue(
            commonName: dnsNames.first { $0 != "localhost" } ?? "localhost",
            names: names, isAuthority: false, key: key, issuer: (authority, authorityKey),
            notBefore: now.addingTimeInterval(-3600), days: Self.certificateDays)
        let chain = try certificate.pem() + authorityPEM
        let keyPEM = try key.pem()
        try write(keyPEM, to: Self.keyFile, secret: true)
        try write(chain, to: Self.certificateFile, secret: false)
        return Identity(
            certificateChainPEM: chain, keyPEM: keyPEM, authorityPEM: authorityPEM, names: names,
            notAfter: certificate.notAfter, madeCertificate: true, madeAuthority: madeAuthority)
    }

    /// The authority's certificate as stored, for download by other screens; nil when there is none yet.
    func authorityPEM() -> [UInt8]? {
        FileManager.default.contents(atPath: url(Self.authorityFile).path).map(Array.init)
    }

    private func loadOrMakeAuthority(now: Date) throws(TLSError) -> (TLSCertificate, TLSPrivateKey, Bool) {
        let certificateURL = url(Self.authorityFile)
        let keyURL = url(Self.authorityKeyFile)
        let manager = FileManager.default
        if manager.fileExists(atPath: certificateURL.path) || manager.fileExists(atPath: keyURL.path) {
            let damaged = { (reason: String) in
                TLSError(
                    "\(certificateURL.path) / \(keyURL.path): \(reason). Move the folder \(directory.path) away to "
                        + "make a new authority (other screens will then have to trust the new one).")
            }
            guard let certificateBytes = manager.contents(atPath: certificateURL.path),
                let keyBytes = manager.contents(atPath: keyURL.path)
            else { throw damaged("one of the two is missing or unreadable") }
            let certificate: TLSCertificate
            let key: TLSPrivateKey
            do {
                certificate = try TLSCertificate.chain(pem: Array(certificateBytes))[0]
                key = try TLSPrivateKey(pem: Array(keyBytes))
            } catch {
                throw damaged(error.description)
            }
            guard certificate.matches(key) else { throw damaged("the key does not belong to the certificate") }
            if certificate.notAfter > now.addingTimeInterval(TimeInterval(Self.renewalDays) * 86_400) {
                return (certificate, key, false)
            }
        }
        let key = try TLSPrivateKey.generateP256()
        let host = NetworkInterfaces.hostName()
        let certificate = try TLSCertificate.issue(
            commonName: "Hearth on \(host)", names: [], isAuthority: true, key: key, issuer: nil,
            notBefore: now.addingTimeInterval(-3600), days: Self.authorityDays)
        try write(try key.pem(), to: Self.authorityKeyFile, secret: true)
        try write(try certificate.pem(), to: Self.authorityFile, secret: false)
        return (certificate, key, true)
    }

    private func loadCertificate() throws -> (
        certificate: TLSCertificate, key: TLSPrivateKey, pem: [UInt8], keyPEM: [UInt8]
    ) {
        guard let pem = FileManager.default.contents(atPath: url(Self.certificateFile).path),
            let keyPEM = FileManager.default.contents(atPath: url(Self.keyFile).path)
        else { throw TLSError("no stored certificate") }
        let certificate = try TLSCertificate.chain(pem: Array(pem))[0]
        return (certificate, try TLSPrivateKey(pem: Array(keyPEM)), Array(pem), Array(keyPEM))
    }

    private func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    private func createDirectory() throws(TLSError) {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw TLSError("cannot create \(directory.path): \(error.localizedDescription)")
        }
    }

    /// Writes a file whole (`AtomicFile`: a temporary file renamed over it), secrets with mode 0600.
    private func write(_ bytes: [UInt8], to name: String, secret: Bool) throws(TLSError) {
        let target = url(name)
        do {
            try AtomicFile.write(bytes, to: target, kind: .tls, permissions: secret ? 0o600 : 0o644)
        } catch {
            throw TLSError("cannot write \(target.path): \(error.localizedDescription)")
        }
    }
}
