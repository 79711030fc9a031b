/// Why a text could not be encoded as a QR symbol.
public enum QRCodeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is nothing to encode.
    case empty
    /// The data does not fit the largest symbol (version 40) at this error correction.
    case tooLong(byteCount: Int)
    /// libqrencode failed for another reason; the C `errno` it left.
    case encoderFailed(errno: Int32)

    /// A message for logs.
    public var description: String {
        switch self {
        case .empty: "nothing to encode"
        case .tooLong(let count): "\(count) bytes do not fit in a QR code at this error correction"
        case .encoderFailed(let code): "libqrencode failed (errno \(code))"
        }
    }
}
