import Foundation
import HearthBasics

extension DaysBackup {
    /// Writes the JSON backup a part at a time (``DaysExportWriter``): pretty-printed with sorted keys, byte for
    /// byte what `JSONEncoder` gives for the whole backup, with each day encoded on its own.
    public struct Writer: DaysExportWriter {
        private let categories: [Category]
        private let exportedAt: Date
        private let version: Int
        private var wroteDay = false
        private static let indent = Array("\n  ".utf8)
        private let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return encoder
        }()

        /// Creates a writer.
        ///
        /// - Parameters:
        ///   - categories: Every category (written at the start, before the days).
        ///   - exportedAt: When the backup is made.
        public init(categories: [Category], exportedAt: Date) {
            self.init(categories: categories, exportedAt: exportedAt, version: DaysBackup.currentVersion)
        }

        init(categories: [Category], exportedAt: Date, version: Int) {
            self.categories = categories
            self.exportedAt = exportedAt
            self.version = version
        }

        /// The object's start and every category, up to the opening of the `days` array (keys are sorted:
        /// `categories`, `days`, `exportedAt`, `version`).
        public mutating func start() throws -> Data {
            var text = Data("{\n  \"categories\" : [".utf8)
            text += try elements(categories)
            text += closing(empty: categories.isEmpty) + Data(",\n  \"days\" : [".utf8)
            return text
        }

        /// The next days, pretty-printed at the array's depth.
        public mutating func write(_ days: [Day]) throws -> Data {
            guard !days.isEmpty else { return Data() }
            defer { wroteDay = true }
            return (wroteDay ? Data(",".utf8) : Data()) + (try elements(days))
        }

        /// The end of the `days` array, `exportedAt` and `version`.
        public mutating func finish() throws -> Data {
            let stamp = try encoder.encode(InstantFormat.string(from: exportedAt, style: .milliseconds))
            return closing(empty: !wroteDay) + Data(",\n  \"exportedAt\" : ".utf8) + stamp
                + Data(",\n  \"version\" : \(version)\n}".utf8)
        }

        /// Elements of a top-level array, as the encoder writes them there: the values encoded as one array (two
        /// spaces deep) with its brackets cut off and two more spaces of indent (JSON strings escape line breaks,
        /// so every newline is the encoder's own; an empty line, inside an empty array, stays empty).
        private func elements<Value: Encodable>(_ values: [Value]) throws -> Data {
            guard !values.isEmpty else { return Data() }
            let json = try encoder.encode(values)  // "[\n  {…},\n  {…}\n]"
            var text = Data()
            text.reserveCapacity(json.count + json.count / 8)
            json.withUnsafeBytes { (json: UnsafeRawBufferPointer) in
                let newline = UInt8(ascii: "\n")
                let inner = json[1..<(json.count - 2)]
                var start = inner.startIndex
                while let end = inner[start...].firstIndex(of: newline) {
                    text.append(contentsOf: inner[start..<end])
                    let emptyLine = end + 1 < inner.endIndex && inner[end + 1] == newline
                    text.append(contentsOf: emptyLine ? [newline] : Self.indent)
                    start = end + 1
                }
                text.append(contentsOf: inner[start...])
            }
            return text
        }

        /// How `JSONEncoder` closes a top-level array: an empty line inside an empty one.
        private func closing(empty: Bool) -> Data {
            Data((empty ? "\n\n  ]" : "\n  ]").utf8)
        }
    }
}
