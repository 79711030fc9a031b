import Foundation

/// One logical line of iCalendar bytes, unfolded but not yet split into name, parameters and value.
///
/// ``ContentLine/forEachLine(in:maximumLineBytes:_:)`` hands these over one at a time, so a reader can walk a large
/// (often memory-mapped) file without holding all its lines.
public struct UnfoldedLine: Sendable {
    /// The 1-based number of the physical line it starts on.
    public var number: Int
    /// Its UTF-8 bytes with folds joined, at most `maximumLineBytes` of them.
    public var bytes: [UInt8]
    /// Whether the line is longer than `maximumLineBytes` (``bytes`` then holds only its start).
    public var isTooLong: Bool

    /// The content line it holds (invalid UTF-8 becomes U+FFFD).
    public var contentLine: ContentLine { ContentLine.parse(String(decoding: bytes, as: UTF8.self), number: number) }
}

extension ContentLine {
    /// Unfolds bytes into logical lines one at a time: drops a UTF-8 byte order mark, accepts CR LF or LF, joins a
    /// line that starts with a space or tab to the one before (RFC 5545 §3.1), and skips empty lines. Memory is one
    /// line, however large the input.
    ///
    /// ```swift
    /// try data.withUnsafeBytes { bytes in
    ///     ContentLine.forEachLine(in: bytes, maximumLineBytes: 75_000) { line in
    ///         print(line.number, line.contentLine.name)
    ///         return true  // false stops
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The text's UTF-8 bytes.
    ///   - maximumLineBytes: The longest logical line kept whole; a longer one is handed over cut, marked
    ///     ``UnfoldedLine/isTooLong``.
    ///   - body: Called with each line in file order; returns `false` to stop.
    public static func forEachLine(
        in bytes: UnsafeRawBufferPointer, maximumLineBytes: Int, _ body: (UnfoldedLine) -> Bool
    ) {
        let newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var pending: UnfoldedLine?
        func append(_ part: UnsafeRawBufferPointer.SubSequence) {
            let room = maximumLineBytes - pending!.bytes.count
            if part.count > room {
                pending!.bytes += part.prefix(max(room, 0))
                pending!.isTooLong = true
            } else {
                pending!.bytes += part
            }
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        while start <= bytes.count {
            number += 1
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            var line = bytes[start..<end]
            start = end + 1
            if line.last == cr { line = line.dropLast() }
            if let first = line.first, first == space || first == tab, pending != nil {
                append(line.dropFirst())
            } else if !line.isEmpty {
                if let done = pending, !body(done) { return }
                pending = UnfoldedLine(number: number, bytes: [], isTooLong: false)
                append(line)
            }
        }
        if let done = pending { _ = body(done) }
    }
}
