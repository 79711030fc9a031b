import Foundation
import Glibc

/// Free space on the disk that holds the data directory, for `hearth check`.
enum DiskSpace {
    /// Below this many free bytes `hearth check` warns (100 MiB: a few backups of a large household's days, with
    /// room for SQLite's journal while it writes).
    static let warningThreshold: UInt64 = 100 * 1024 * 1024

    /// The bytes an unprivileged process may still write on the disk holding `url`, or the nearest folder above it
    /// that exists (a data directory not made yet); nil when none can be asked.
    static func freeBytes(at url: URL) -> UInt64? {
        var folder = url.standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        var stats = statvfs()
        guard statvfs(folder.path, &stats) == 0 else { return nil }
        return UInt64(stats.f_bavail) * UInt64(stats.f_frsize)
    }

    /// Whether `free` bytes is too little.
    static func isLow(_ free: UInt64) -> Bool { free < warningThreshold }

    /// `1.5 GB`, `42 MB`: decimal units, one decimal under 10.
    static func text(_ bytes: UInt64) -> String {
        let units = ["bytes", "kB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 || value >= 10 ? "\(Int(value)) \(units[unit])" : String(format: "%.1f %@", value, units[unit])
    }
}
