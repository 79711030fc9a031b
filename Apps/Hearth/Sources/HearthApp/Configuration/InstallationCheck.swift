import Foundation

/// One finding of `hearth check`: a part of the installation and what was found.
struct CheckFinding: Equatable, Sendable {
    enum Level: String, Sendable {
        case ok, warning, problem
    }

    var level: Level
    var part: String
    var message: String

    /// `ok       database: …`.
    var line: String { level.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + " \(part): \(message)" }
}

/// The checks of `hearth check`, each looking at one part of an installation without changing anything.
enum InstallationCheck {
    /// The web folder: every template parses and every language has English's strings.
    static func webFolder(_ web: URL) -> CheckFinding {
        do {
            let renderer = try PageRenderer(templatesDirectory: web.appendingPathComponent("templates"))
            try renderer.parseAll()
            try Strings(directory: web.appendingPathComponent("locales")).validate()
            return CheckFinding(
                level: .ok, part: "web folder",
                message: "\(web.path): \(renderer.templateNames.count) templates and the strings parse")
        } catch {
            return CheckFinding(level: .problem, part: "web folder", message: "\(error)")
        }
    }

    /// The database: it opens, SQLite's integrity check passes, and its schema is one this binary knows.
    static func database(at url: URL) -> CheckFinding {
        guard FileManager.default.fileExists(atPath: url.path) else {
            return CheckFinding(
                level: .ok, part: "database", message: "\(url.path) does not exist yet (the first start makes it)")
        }
        do {
            let database = try AppDatabase.openReadOnly(at: url)
            let problems = try database.integrityProblems()
            guard problems.isEmpty else {
                return CheckFinding(
                    level: .problem, part: "database",
                    message: "\(url.path) is damaged (integrity_check: \(problems.joined(separator: "; "))); "
                        + "restore a backup")
            }
            let schema = try database.schemaState()
            if case .newer = schema {
                return CheckFinding(level: .problem, part: "database", message: "\(url.path): \(schema.summary)")
            }
            return CheckFinding(
                level: .ok, part: "database", message: "\(url.path): integrity_check ok, \(schema.summary)")
        } catch {
            return CheckFinding(
                level: .problem, part: "database", message: "\(url.path) cannot be read (\(error)); restore a backup")
        }
    }

    /// Free space on the data directory's disk, a warning under `DiskSpace.warningThreshold`.
    static func disk(_ dataDirectory: URL, free: UInt64?) -> CheckFinding {
        guard let free else {
            return CheckFinding(
                level: .warning, part: "disk", message: "cannot tell the free space at \(dataDirectory.path)")
        }
        let text = "\(DiskSpace.text(free)) free at \(dataDirectory.path)"
        guard DiskSpace.isLow(free) else { return CheckFinding(level: .ok, part: "disk", message: text) }
        return CheckFinding(
            level: .warning, part: "disk",
            message: "only \(text) (under \(DiskSpace.text(DiskSpace.warningThreshold))): free space before "
                + "writes fail")
    }
}
