import Foundation

/// Where the records of a JSON backup lie, found in one pass without building the document: the spans of the
/// elements of the top-level `days` and `categories` arrays, and the rest of the top-level object (the
/// "skeleton", with those two arrays left empty) for the header and layout checks.
///
/// Decoding each record from its own span keeps a large backup's peak memory near its days, not the several
/// times its size a whole-document `JSONDecoder` tree takes. Only the structure is followed here (strings,
/// escapes, nesting); `JSONDecoder` still checks every byte, of the skeleton and of each span. A file outside the
/// plain shape (not an object, a repeated `days` or `categories`, text after the object, broken nesting) gives
/// `nil`, and the caller reads it whole, as before, with the same errors.
struct BackupJSONLayout {
    /// The top-level object with `days` and `categories` (when they are arrays) written as `[]`.
    var skeleton: Data
    /// The spans of the `categories` elements, when `categories` is an array.
    var categories: [Range<Int>]?
    /// The spans of the `days` elements, when `days` is an array.
    var days: [Range<Int>]?

    /// Finds the layout of `data`, or `nil` when it is not the plain shape.
    init?(_ data: Data) {
        let found: BackupJSONLayout? = data.withUnsafeBytes { buffer in
            var scanner = Scanner(bytes: buffer.bindMemory(to: UInt8.self))
            return scanner.layout()
        }
        guard let found else { return nil }
        self = found
    }

    private init(skeleton: Data, categories: [Range<Int>]?, days: [Range<Int>]?) {
        self.skeleton = skeleton
        self.categories = categories
        self.days = days
    }

    /// A single pass over the bytes.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func layout() -> BackupJSONLayout? {
            var skeleton = Data()
            var lists: [String: [Range<Int>]] = [:]
            skipSpace()
            guard next() == UInt8(ascii: "{") else { return nil }
            skeleton.append(UInt8(ascii: "{"))
            skipSpace()
            if peek() == UInt8(ascii: "}") {
                position += 1
            } else {
                while true {
                    skipSpace()
                    let keyStart = position
                    guard peek() == UInt8(ascii: "\""), skipString() else { return nil }
                    let key = String(decoding: bytes[(keyStart + 1)..<(position - 1)], as: UTF8.self)
                    skipSpace()
                    guard next() == UInt8(ascii: ":") else { return nil }
                    skipSpace()
                    if skeleton.count > 1 { skeleton.append(UInt8(ascii: ",")) }
                    skeleton.append(contentsOf: bytes[keyStart..<position])
                    if key == "days" || key == "categories", peek() == UInt8(ascii: "[") {
                        guard lists[key] == nil, let spans = elements() else { return nil }
                        lists[key] = spans
                        skeleton.append(contentsOf: Array("[]".utf8))
                    } else {
                        if key == "days" || key == "categories", lists[key] != nil { return nil }
                        let valueStart = position
                        guard skipValue() else { return nil }
                        skeleton.append(contentsOf: bytes[valueStart..<position])
                    }
                    skipSpace()
                    let separator = next()
                    if separator == UInt8(ascii: "}") { break }
                    guard separator == UInt8(ascii: ",") else { return nil }
                }
            }
            skeleton.append(UInt8(ascii: "}"))
            skipSpace()
            guard position == bytes.count else { return nil }
            return BackupJSONLayout(skeleton: skeleton, categories: lists["categories"], days: lists["days"])
        }

        /// The spans of an array's elements; the position is after its `]`.
        private mutating func elements() -> [Range<Int>]? {
            guard next() == UInt8(ascii: "[") else { return nil }
            var spans: [Range<Int>] = []
            skipSpace()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return spans
            }
            while true {
                skipSpace()
                let start = position
                guard skipValue() else { return nil }
                spans.append(start..<position)
                skipSpace()
                let separator = next()
                if separator == UInt8(ascii: "]") { return spans }
                guard separator == UInt8(ascii: ",") else { return nil }
            }
        }

        /// Passes one value: a string, an object or array (with everything in it), or a bare word or number.
        private mutating func skipValue() -> Bool {
            guard let first = peek() else { return false }
            if first == UInt8(ascii: "\"") { return skipString() }
            if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
                var depth = 0
                while let byte = peek() {
                    switch byte {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            position += 1
                            return true
                        }
                    default:
                        break
                    }
                    position += 1
                }
                return false
            }
            let start = position
            while let byte = peek(), !Self.ends(byte) { position += 1 }
            return position > start
        }

        /// Passes a string from its opening quote to after its closing one.
        private mutating func skipString() -> Bool {
            position += 1
            while let byte = next() {
                if byte == UInt8(ascii: "\\") {
                    guard next() != nil else { return false }
                } else if byte == UInt8(ascii: "\"") {
                    return true
                }
            }
            return false
        }

        private mutating func skipSpace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        private func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        private mutating func next() -> UInt8? {
            defer { position += 1 }
            return peek()
        }

        /// Whether a byte ends a bare word or number.
        private static func ends(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }
    }
}
