import Foundation

extension DaysCSV {
    /// Writes the CSV a part at a time (``DaysExportWriter``): a byte-order mark and the header, then one row per
    /// day, each line ending in CRLF.
    public struct Writer: DaysExportWriter {
        private let categories: [UUID: Category]
        private let byteOrderMark: Bool

        /// Creates a writer.
        ///
        /// - Parameters:
        ///   - categories: The categories, for each day's `categoryName` and `categoryColor`.
        ///   - byteOrderMark: Whether the file starts with a UTF-8 byte-order mark, so spreadsheet apps read
        ///     Chinese text correctly (true by default).
        public init(categories: [Category], byteOrderMark: Bool = true) {
            self.categories = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            self.byteOrderMark = byteOrderMark
        }

        /// The byte-order mark (if asked for) and the header line.
        public mutating func start() -> Data {
            (byteOrderMark ? Data([0xEF, 0xBB, 0xBF]) : Data()) + Data((columns.joined(separator: ",") + "\r\n").utf8)
        }

        /// One line per day.
        public mutating func write(_ days: [Day]) -> Data {
            var text = ""
            for day in days { text += DaysCSV.row(for: day, categories: categories) + "\r\n" }
            return Data(text.utf8)
        }

        /// Nothing: the last row ends the file.
        public mutating func finish() -> Data { Data() }
    }
}
