import CCrypto

/// A private key held by OpenSSL's libcrypto (freed with the object).
final class TLSPrivateKey: @unchecked Sendable {
    // @unchecked: the key is never changed after it is made, and OpenSSL's EVP_PKEY is safe to read from threads.
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { EVP_PKEY_free(pointer) }

    /// A new ECDSA key on P-256, the curve every browser and GnuTLS accept.
    /// - Throws: `TLSError` with OpenSSL's reason.
    static func generateP256() throws(TLSError) -> TLSPrivateKey {
        guard let context = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil) else { throw .openSSL("EVP_PKEY_CTX_new_id") }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) > 0,
            EVP_PKEY_CTX_set_ec_paramgen_curve_nid(context, NID_X9_62_prime256v1) > 0,
            EVP_PKEY_keygen(context, &key) > 0, let key
        else { throw .openSSL("EVP_PKEY_keygen") }
        return TLSPrivateKey(pointer: key)
    }

    /// Reads an unencrypted PEM key (PKCS #8, PKCS #1 or SEC 1).
    /// - Throws: `TLSError` when it is not one, or is encrypted.
    init(pem: [UInt8]) throws(TLSError) {
        let text = String(decoding: pem, as: UTF8.self)
        if text.contains("ENCRYPTED") {
            throw TLSError(
                "the key is encrypted with a password; write an unencrypted copy readable only by Hearth's user: "
                    + "openssl pkey -in KEY -out KEY-plain.pem && chmod 600 KEY-plain.pem")
        }
        ERR_clear_error()
        let key = try PEMBuffer.read(pem) { bio in PEM_read_bio_PrivateKey(bio, nil, nil, nil) }
        guard let key else { throw TLSError("it holds no PEM private key (\"-----BEGIN … PRIVATE KEY-----\")") }
        pointer = key
    }

    /// The key as PKCS #8 PEM.
    func pem() throws(TLSError) -> [UInt8] {
        try PEMBuffer.write { bio in PEM_write_bio_PrivateKey(bio, pointer, nil, nil, 0, nil, nil) }
    }
}
