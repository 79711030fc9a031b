import CQRencode
import Glibc

/// A QR code symbol: a square of dark and light modules, encoded by libqrencode in byte mode.
///
/// ```swift
/// let symbol = try QRSymbol(encoding: "http://192.168.1.20:8080/")  // version 2, 25 × 25, level M
/// let svg = symbol.svg(title: "Open Hearth on your phone")
/// ```
public struct QRSymbol: Hashable, Sendable {
    /// The symbol version, 1–40.
    public let version: Int
    /// Modules per side, without the quiet zone: 21 for version 1, 4 more per version.
    public let size: Int
    /// Row-major modules, `true` for dark; `size × size` of them.
    public let modules: [Bool]

    /// Encodes text as UTF-8 bytes in 8-bit (byte) mode, in the smallest version that fits.
    /// - Parameters:
    ///   - text: the text, e.g. a URL.
    ///   - errorCorrection: the error-correction level; medium (M) by default.
    /// - Throws: ``QRCodeError`` when the text is empty, too long or the encoder fails.
    public init(encoding text: String, errorCorrection: QRErrorCorrection = .medium) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), errorCorrection: errorCorrection)
    }

    /// Encodes bytes in 8-bit mode, in the smallest version that fits.
    /// - Parameters:
    ///   - bytes: the data.
    ///   - errorCorrection: the error-correction level; medium (M) by default.
    /// - Throws: ``QRCodeError`` when the data is empty, too long or the encoder fails.
    public init(bytes: [UInt8], errorCorrection: QRErrorCorrection = .medium) throws(QRCodeError) {
        guard !bytes.isEmpty else { throw .empty }
        let level: QRecLevel =
            switch errorCorrection {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            case .high: QR_ECLEVEL_H
            }
        errno = 0
        let encoded = bytes.withUnsafeBufferPointer { buffer in
            QRcode_encodeData(Int32(buffer.count), buffer.baseAddress, 0, level)
        }
        guard let code = encoded else {
            throw errno == ERANGE ? .tooLong(byteCount: bytes.count) : .encoderFailed(errno: errno)
        }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        version = Int(code.pointee.version)
        size = width
        modules = (0..<width * width).map { code.pointee.data[$0] & 1 == 1 }
    }

    /// Creates a symbol from modules, for tests and other encoders.
    /// - Parameters:
    ///   - version: the version.
    ///   - rows: rows of modules, `true` for dark; all as long as there are rows.
    /// - Returns: `nil` when the rows do not make a square.
    public init?(version: Int, rows: [[Bool]]) {
        guard !rows.isEmpty, rows.allSatisfy({ $0.count == rows.count }) else { return nil }
        self.version = version
        size = rows.count
        modules = rows.flatMap { $0 }
    }

    /// Whether the module at `row`, `column` (0-based, from the top left) is dark; `false` outside the symbol.
    /// - Parameters:
    ///   - row: the row.
    ///   - column: the column.
    /// - Returns: `true` for dark.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }
}
