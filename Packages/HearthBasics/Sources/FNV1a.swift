/// The 64-bit FNV-1a hash: stable on every machine and every run (unlike `Hasher`), for seeds, colours and
/// fingerprints that must come out the same each time.
///
/// ```swift
/// var hash = FNV1a()
/// hash.add("rain")
/// let seed = hash.value  // the same number on every machine
/// ```
public struct FNV1a: Hashable, Sendable {
    /// The standard 64-bit offset basis, the usual starting value.
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The 64-bit FNV prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash of everything added so far.
    public private(set) var value: UInt64

    /// Starts a hash.
    ///
    /// - Parameter seed: The starting value; ``offsetBasis`` unless a second, independent hash is wanted.
    public init(seed: UInt64 = FNV1a.offsetBasis) {
        value = seed
    }

    /// Adds bytes to the hash.
    ///
    /// - Parameter bytes: The bytes, in order.
    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* FNV1a.prime
        }
    }

    /// Adds a string's UTF-8 bytes to the hash.
    ///
    /// - Parameter text: The text.
    public mutating func add(_ text: String) {
        add(text.utf8)
    }

    /// The hash of one string's UTF-8 bytes.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - seed: The starting value.
    /// - Returns: The 64-bit hash.
    public static func hash(_ text: String, seed: UInt64 = FNV1a.offsetBasis) -> UInt64 {
        var hash = FNV1a(seed: seed)
        hash.add(text)
        return hash.value
    }
}
