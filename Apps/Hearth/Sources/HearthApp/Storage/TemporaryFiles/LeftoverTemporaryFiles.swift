import Foundation
import Logging

/// At start, the temporary files a run that ended abruptly left behind (`kill -9`, power loss, out of memory) are
/// removed: every `TemporaryFileKind`'s prefix, and earlier builds' `.dat.nosync*`, anywhere in the data directory.
enum LeftoverTemporaryFiles {
    /// Removes them and logs how many (when there were any).
    /// - Parameters:
    ///   - dataDirectory: The data directory (searched with its folders).
    ///   - logger: Where the count goes.
    /// - Returns: How many files were removed.
    @discardableResult
    static func remove(in dataDirectory: URL, logger: Logger) -> Int {
        guard let walker = FileManager.default.enumerator(at: dataDirectory, includingPropertiesForKeys: nil) else {
            return 0
        }
        var removed: [String: Int] = [:]
        for case let url as URL in walker {
            let name = url.lastPathComponent
            let kind =
                TemporaryFileKind.of(fileName: name)?.rawValue
                ?? (TemporaryFileKind.legacyPrefixes.contains { name.hasPrefix($0) } ? "legacy" : nil)
            guard let kind, unlink(url.path) == 0 else { continue }
            removed[kind, default: 0] += 1
        }
        let count = removed.values.reduce(0, +)
        if count > 0 {
            logger.notice(
                "Removed leftover temporary files",
                metadata: [
                    "count": "\(count)",
                    "kinds":
                        "\(removed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))",
                ])
        }
        return count
    }
}
