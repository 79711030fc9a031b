import CCrypto
import Foundation

/// An X.509 certificate held by OpenSSL's libcrypto (freed with the object).
final class TLSCertificate: @unchecked Sendable {
    // @unchecked: never changed after it is made or read; OpenSSL's X509 is safe to read from threads.
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { X509_free(pointer) }

    /// Every certificate of a PEM file, in order (a server's certificate first, then its chain).
    /// - Throws: `TLSError` when it holds none.
    static func chain(pem: [UInt8]) throws(TLSError) -> [TLSCertificate] {
        ERR_clear_error()
        let certificates = try PEMBuffer.read(pem) { bio -> [TLSCertificate] in
            var found: [TLSCertificate] = []
            while let certificate = PEM_read_bio_X509(bio, nil, nil, nil) {
                found.append(TLSCertificate(pointer: certificate))
            }
            return found
        }
        ERR_clear_error()  // the read that found no more certificates leaves an "no start line" error
        guard let certificates, !certificates.isEmpty else {
            throw TLSError("it holds no PEM certificate (\"-----BEGIN CERTIFICATE-----\")")
        }
        return certificates
    }

    /// Makes and signs a certificate.
    /// - Parameters:
    ///   - commonName: The subject's CN.
    ///   - names: The subjectAltName entries (a server certificate's names; none for an authority).
    ///   - isAuthority: Whether it may sign other certificates (a CA, path length 0).
    ///   - key: The subject's key.
    ///   - issuer: The signing authority and its key; nil signs with `key` itself (self-signed).
    ///   - notBefore: The start of validity.
    ///   - days: How many days from `notBefore` it is valid.
    /// - Throws: `TLSError` with OpenSSL's reason.
    static func issue(
        commonName: String, names: [SubjectAltName], isAuthority: Bool, key: TLSPrivateKey,
        issuer: (certificate: TLSCertificate, key: TLSPrivateKey)?, notBefore: Date, days: Int
    ) throws(TLSError) -> TLSCertificate {
        guard let pointer = X509_new() else { throw .openSSL("X509_new") }
        let certificate = TLSCertificate(pointer: pointer)
        guard X509_set_version(pointer, 2) == 1,
            ASN1_INTEGER_set_uint64(X509_get_serialNumber(pointer), Self.randomSerial()) == 1
        else { throw .openSSL("X509_set_version") }
        var start = time_t(notBefore.timeIntervalSince1970)
        guard X509_time_adj_ex(X509_getm_notBefore(pointer), 0, 0, &start) != nil,
            X509_time_adj_ex(X509_getm_notAfter(pointer), Int32(days), 0, &start) != nil
        else { throw .openSSL("X509_time_adj_ex") }
        guard let subject = X509_get_subject_name(pointer),
            X509_NAME_add_entry_by_txt(subject, "O", MBSTRING_UTF8, "Hearth", -1, -1, 0) == 1,
            X509_NAME_add_entry_by_txt(subject, "CN", MBSTRING_UTF8, String(commonName.prefix(64)), -1, -1, 0) == 1
        else { throw .openSSL("X509_NAME_add_entry_by_txt") }
        let issuerName = issuer.map { X509_get_subject_name($0.certificate.pointer) } ?? subject
        guard X509_set_issuer_name(pointer, issuerName) == 1, X509_set_pubkey(pointer, key.pointer) == 1 else {
            throw .openSSL("X509_set_issuer_name")
        }
        var extensions: [(Int32, String)] = [(NID_subject_key_identifier, "hash")]
        if isAuthority {
            extensions += [
                (NID_basic_constraints, "critical,CA:TRUE,pathlen:0"), (NID_key_usage, "critical,keyCertSign,cRLSign"),
            ]
        } else {
            extensions += [
                (NID_basic_constraints, "critical,CA:FALSE"), (NID_key_usage, "critical,digitalSignature"),
                (NID_ext_key_usage, "serverAuth"),
            ]
        }
        if issuer != nil { extensions.append((NID_authority_key_identifier, "keyid:always")) }
        if !names.isEmpty { extensions.append((NID_subject_alt_name, names.map(\.description).joined(separator: ","))) }
        let issuerCertificate = issuer?.certificate.pointer ?? pointer
        for (nid, value) in extensions {
            var context = X509V3_CTX()
            X509V3_set_ctx(&context, issuerCertificate, pointer, nil, nil, 0)
            guard let ext = X509V3_EXT_conf_nid(nil, &context, nid, value) else {
                throw .openSSL("X509V3_EXT_conf_nid(\(value))")
            }
            defer { X509_EXTENSION_free(ext) }
            guard X509_add_ext(pointer, ext, -1) == 1 else { throw .openSSL("X509_add_ext") }
        }
        guard X509_sign(pointer, (issuer?.key ?? key).pointer, EVP_sha256()) > 0 else { throw .openSSL("X509_sign") }
        return certificate
    }

    /// The certificate as PEM.
    func pem() throws(TLSError) -> [UInt8] {
        try PEMBuffer.write { bio in PEM_write_bio_X509(bio, pointer) }
    }

    /// The names it is valid for (its subjectAltName entries of DNS and IP kind).
    var subjectAltNames: [SubjectAltName] {
        guard let raw = X509_get_ext_d2i(pointer, NID_subject_alt_name, nil, nil) else { return [] }
        let stack = OpaquePointer(raw)
        defer { GENERAL_NAMES_free(stack) }
        var names: [SubjectAltName] = []
        for index in 0..<OPENSSL_sk_num(stack) {
            guard let entry = OPENSSL_sk_value(stack, index)?.assumingMemoryBound(to: GENERAL_NAME.self) else {
                continue
            }
            switch entry.pointee.type {
            case GEN_DNS:
                if let name = Self.bytes(of: entry.pointee.d.dNSName) {
                    names.append(.dns(String(decoding: name, as: UTF8.self)))
                }
            case GEN_IPADD:
                if let bytes = Self.bytes(of: entry.pointee.d.iPAddress),
                    let name = SubjectAltName.ipAddress(bytes: bytes)
                {
                    names.append(name)
                }
            default: continue
            }
        }
        return names
    }

    /// The end of validity.
    var notAfter: Date {
        var moment = tm()
        guard let end = X509_get0_notAfter(pointer), ASN1_TIME_to_tm(end, &moment) == 1 else { return .distantPast }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&moment)))
    }

    /// Whether `key` is this certificate's private key.
    func matches(_ key: TLSPrivateKey) -> Bool {
        defer { ERR_clear_error() }
        return X509_check_private_key(pointer, key.pointer) == 1
    }

    /// Whether `authority`'s key signed this certificate.
    func isSigned(by authority: TLSCertificate) -> Bool {
        defer { ERR_clear_error() }
        guard let key = X509_get0_pubkey(authority.pointer) else { return false }
        return X509_verify(pointer, key) == 1
    }

    private static func bytes(of string: UnsafeMutablePointer<ASN1_STRING>?) -> [UInt8]? {
        guard let string, let data = ASN1_STRING_get0_data(string) else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(ASN1_STRING_length(string))))
    }

    private static func randomSerial() -> UInt64 {
        Crypto.randomBytes(8).reduce(0) { $0 << 8 | UInt64($1) } & 0x7fff_ffff_ffff_ffff | 1
    }
}
