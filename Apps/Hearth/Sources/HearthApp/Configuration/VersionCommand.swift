import ArgumentParser
import CBuildInfo
import Foundation

/// `hearth version`: the version, the commit and the build date, one line (or JSON with `--json`).
public struct VersionCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the version, the commit and the build date.",
        discussion: "Exit codes: 0 always.")

    @Flag(help: "Print {\"version\": …, \"commit\": …, \"buildDate\": …} instead of a line.")
    var json = false

    @Flag(help: "Print the version number alone (the package scripts use it).")
    var number = false

    public init() {}

    public func run() throws {
        let info = BuildInfo.current
        if number {
            print(info.version)
        } else if json {
            let data = try JSONEncoder.sortedKeys.encode(info)
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("hearth \(info.version) (commit \(info.commit), built \(info.buildDate))")
        }
    }
}

/// What this binary is: `HearthApp.version`, and the commit and date `make build` compiled in ("unknown" for a
/// plain `swift build`).
public struct BuildInfo: Codable, Equatable, Sendable {
    public var version: String
    public var commit: String
    public var buildDate: String

    /// This binary's.
    public static let current = BuildInfo(
        version: HearthApp.version, commit: String(cString: hearth_build_commit()),
        buildDate: String(cString: hearth_build_date()))
}

extension JSONEncoder {
    fileprivate static var sortedKeys: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
