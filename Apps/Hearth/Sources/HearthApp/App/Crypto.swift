import CCrypto
import Foundation

/// The few cryptographic primitives Hearth needs, from OpenSSL's libcrypto.
enum Crypto {
    /// `count` bytes from OpenSSL's CSPRNG (falling back to the system generator).
    static func randomBytes(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        if RAND_bytes(&bytes, Int32(count)) != 1 {
            var generator = SystemRandomNumberGenerator()
            for index in bytes.indices { bytes[index] = generator.next() }
        }
        return bytes
    }

    /// A URL-safe random token carrying `byteCount` bytes (256 bits by default).
    static func randomToken(byteCount: Int = 32) -> String {
        base64URL(randomBytes(byteCount))
    }

    /// A URL-safe random token of 256 bits from `RandomPool.shared`: for values made on many answers (a new
    /// visitor's CSRF token), as unpredictable as `randomToken()` and cheaper.
    static func pooledRandomToken() -> String {
        base64URL(RandomPool.shared.take(32))
    }

    /// SHA-256 of `bytes`.
    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        bytes.withUnsafeBufferPointer { input in
            _ = SHA256(input.baseAddress, input.count, &digest)
        }
        return digest
    }

    /// SHA-256 of a string's UTF-8, as lowercase hex.
    static func sha256Hex(_ text: String) -> String {
        sha256(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The scrypt key derivation (RFC 7914).
    /// - Returns: `length` derived bytes, or nil if OpenSSL refuses the parameters.
    static func scrypt(password: [UInt8], salt: [UInt8], n: UInt64, r: UInt64, p: UInt64, length: Int) -> [UInt8]? {
        var key = [UInt8](repeating: 0, count: length)
        let maxMemory = 128 * n * r * p * 2
        let status = password.withUnsafeBufferPointer { passwordBuffer in
            passwordBuffer.withMemoryRebound(to: CChar.self) { pass in
                EVP_PBE_scrypt(pass.baseAddress, pass.count, salt, salt.count, n, r, p, maxMemory, &key, length)
            }
        }
        return status == 1 ? key : nil
    }

    /// Compares two byte strings in time independent of where they differ.
    static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard !lhs.isEmpty else { return true }
        return CRYPTO_memcmp(lhs, rhs, lhs.count) == 0
    }

    /// Base64 with the URL-safe alphabet and no padding.
    static func base64URL(_ bytes: [UInt8]) -> String {
        // Written out rather than through Foundation: a new visitor's CSRF token is made on every page answer.
        let count = (bytes.count * 8 + 5) / 6
        return String(unsafeUninitializedCapacity: count) { output in
            var index = 0
            var bits: UInt32 = 0
            var bitCount = 0
            for byte in bytes {
                bits = (bits << 8) | UInt32(byte)
                bitCount += 8
                while bitCount >= 6 {
                    bitCount -= 6
                    output[index] = base64URLAlphabet[Int((bits >> UInt32(bitCount)) & 0x3F)]
                    index += 1
                }
            }
            if bitCount > 0 {
                output[index] = base64URLAlphabet[Int((bits << UInt32(6 - bitCount)) & 0x3F)]
                index += 1
            }
            return index
        }
    }

    private static let base64URLAlphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
}
