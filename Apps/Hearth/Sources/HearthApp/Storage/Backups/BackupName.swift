import Foundation

/// A backup's file name, which carries the UTC instant it was taken and why: `hearth-20261126T031500Z.sqlite` (the
/// daily one), `hearth-20261126T031500Z-manual.sqlite` ("Back up now", `hearth backup`),
/// `hearth-20261126T031500Z-pre-migration.sqlite` (before a schema migration).
struct BackupName: Equatable, Sendable {
    /// Why a backup was taken, written into its name.
    enum Reason: String, CaseIterable, Sendable {
        /// The automatic daily backup.
        case daily
        /// Taken on request: "Back up now", the API, `hearth backup`, or before a restore.
        case manual
        /// Taken before a schema migration.
        case preMigration = "pre-migration"

        /// What the name carries after the stamp (nothing for the daily one).
        var suffix: String { self == .daily ? "" : "-" + rawValue }
    }

    /// When the backup was taken (whole seconds).
    let instant: Date
    /// Why it was taken.
    let reason: Reason

    /// The file name for `instant` and `reason`.
    var fileName: String { "hearth-\(Self.formatter().string(from: instant))\(reason.suffix).sqlite" }

    init(instant: Date, reason: Reason = .daily) {
        self.instant = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
        self.reason = reason
    }

    /// The name `fileName` parses to, or nil for a file that is not a backup (so also for any path, or a name with
    /// a reason Hearth does not write).
    init?(fileName: String) {
        guard fileName.hasPrefix("hearth-"), fileName.hasSuffix(".sqlite") else { return nil }
        let middle = fileName.dropFirst("hearth-".count).dropLast(".sqlite".count)
        let stamp = String(middle.prefix(16))
        let rest = String(middle.dropFirst(16))
        guard stamp.count == 16, let instant = Self.formatter().date(from: stamp),
            let reason = Reason.allCases.first(where: { $0.suffix == rest })
        else { return nil }
        self.instant = instant
        self.reason = reason
    }

    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter
    }
}
