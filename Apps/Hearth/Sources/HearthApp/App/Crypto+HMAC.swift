import CCrypto
import Foundation

extension Crypto {
    /// HMAC-SHA256 (RFC 2104) of `message` under `key`, from OpenSSL's one-shot `HMAC`.
    static func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        key.withUnsafeBufferPointer { keyBuffer in
            message.withUnsafeBufferPointer { messageBuffer in
                _ = HMAC(
                    EVP_sha256(), keyBuffer.baseAddress, Int32(keyBuffer.count), messageBuffer.baseAddress,
                    messageBuffer.count, &digest, &length)
            }
        }
        return Array(digest.prefix(Int(length)))
    }

    /// Lowercase hex of `bytes`.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
