import Foundation

/// The access code that lets a device on the LAN change things: its format,
/// generation, and its slow salted hash (scrypt, N = 2^15, r = 8, p = 1).
enum AccessCode {
    /// Scrypt cost parameters; stored in each hash so they can be raised later.
    static let costN: UInt64 = 1 << 15
    static let blockSize: UInt64 = 8
    static let parallelism: UInt64 = 1

    /// A new random eight-digit code shown as `1234-5678`.
    static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = (0..<8).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
        return digits.prefix(4) + "-" + digits.suffix(4)
    }

    /// The code as compared: spaces and dashes ignored, so `1234 5678` equals `1234-5678`.
    static func normalized(_ code: String) -> String {
        String(code.unicodeScalars.filter { $0 != "-" && !CharacterSet.whitespacesAndNewlines.contains($0) })
    }

    /// Why `code` cannot be an access code, or nil when it can.
    static func problem(with code: String) -> String? {
        let normal = normalized(code)
        if normal.count < 4 { return "the access code needs at least 4 characters" }
        if normal.count > 64 { return "the access code may have at most 64 characters" }
        if normal.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) {
            return "the access code may not contain control characters"
        }
        return nil
    }

    /// A self-describing hash: `scrypt$N$r$p$salt$key` (salt and key base64).
    /// - Parameter costN: scrypt's CPU/memory cost (a power of two); lower only in tests.
    static func hash(_ code: String, costN: UInt64 = costN) -> String {
        let salt = Crypto.randomBytes(16)
        let key = derive(code, salt: salt, n: costN, r: blockSize, p: parallelism) ?? []
        return [
            "scrypt", String(costN), String(blockSize), String(parallelism),
            Data(salt).base64EncodedString(), Data(key).base64EncodedString(),
        ].joined(separator: "$")
    }

    /// One scrypt at a time, first come first served, off Swift's cooperative threads: each takes ~32 MiB and a
    /// noticeable fraction of a second by design, which must not stall request handling.
    private static let kdfQueue = AsyncLock()

    /// ``hash(_:costN:)`` on a thread of its own, one at a time.
    static func hashed(_ code: String, costN: UInt64 = costN) async -> String {
        await kdfQueue.run { await Offload.value { hash(code, costN: costN) } }
    }

    /// ``verify(_:against:)`` on a thread of its own, one at a time.
    static func verified(_ code: String, against stored: String) async -> Bool {
        await kdfQueue.run { await Offload.value { verify(code, against: stored) } }
    }

    /// Whether `code` matches a hash made by ``hash(_:)``.
    static func verify(_ code: String, against stored: String) -> Bool {
        let parts = stored.split(separator: "$").map(String.init)
        guard parts.count == 6, parts[0] == "scrypt",
            let n = UInt64(parts[1]), let r = UInt64(parts[2]), let p = UInt64(parts[3]),
            let salt = Data(base64Encoded: parts[4]), let expected = Data(base64Encoded: parts[5]),
            let key = derive(code, salt: Array(salt), n: n, r: r, p: p)
        else { return false }
        return Crypto.constantTimeEqual(key, Array(expected))
    }

    private static func derive(_ code: String, salt: [UInt8], n: UInt64, r: UInt64, p: UInt64) -> [UInt8]? {
        Crypto.scrypt(password: Array(normalized(code).utf8), salt: salt, n: n, r: r, p: p, length: 32)
    }
}
