import Foundation

/// A backup's file name, which carries the UTC instant it was taken: `hearth-20261126T031500Z.sqlite`.
struct BackupName: Equatable, Sendable {
    /// When the backup was taken (whole seconds).
    let instant: Date

    /// The file name for `instant`.
    var fileName: String { "hearth-\(Self.formatter().string(from: instant)).sqlite" }

    init(instant: Date) {
        self.instant = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
    }

    /// The name `fileName` parses to, or nil for a file that is not a backup.
    init?(fileName: String) {
        guard fileName.hasPrefix("hearth-"), fileName.hasSuffix(".sqlite") else { return nil }
        let stamp = fileName.dropFirst("hearth-".count).dropLast(".sqlite".count)
        guard stamp.count == 16, let instant = Self.formatter().date(from: String(stamp)) else { return nil }
        self.instant = instant
    }

    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter
    }
}
