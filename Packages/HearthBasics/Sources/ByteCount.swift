import Foundation

/// A size in bytes as a person reads it in a message: whole mebibytes as `4 MiB`, whole kibibytes as `512 KiB`,
/// anything else in bytes with thousands separators (`1,234,567 bytes`).
public struct ByteCount: Hashable, Sendable, CustomStringConvertible {
    /// The number of bytes.
    public var bytes: Int

    /// Creates a size.
    ///
    /// - Parameter bytes: The number of bytes.
    public init(_ bytes: Int) { self.bytes = bytes }

    /// `4 MiB`, `512 KiB` or `1,234,567 bytes`.
    public var description: String {
        if bytes > 0, bytes % 1_048_576 == 0 { return "\(bytes / 1_048_576) MiB" }
        if bytes > 0, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        let digits = String(bytes.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (bytes < 0 ? "-" : "") + grouped + (bytes == 1 ? " byte" : " bytes")
    }
}
