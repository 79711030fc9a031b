import ArgumentParser
import Foundation

/// The data directory of the commands that work on a server's data without it (`export`, `import`,
/// `access-code`): the same flag, variable and default as `hearth serve`.
struct DataOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: "Folder holding hearth.sqlite. [HEARTH_DATA_DIR, default ./data]")
    var dataDirectory: String?

    /// The data directory: the flag, else `HEARTH_DATA_DIR`, else `./data`.
    func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        Self.directory(flag: dataDirectory, environment: environment)
    }

    /// The data directory for a `--data-dir` value (nil when not given) and the environment.
    static func directory(flag: String?, environment: [String: String]) -> URL {
        let path = flag ?? environment["HEARTH_DATA_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "data"
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// `hearth.sqlite` in the data directory.
    func databaseURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        var configuration = Configuration()
        configuration.dataDirectory = directory(environment: environment)
        return configuration.databaseURL
    }
}

/// The time zone of `export` and `import` (which day is today): the same flag, variable and default as `serve`.
struct TimeZoneOption: ParsableArguments {
    @Option(
        name: .customLong("time-zone"),
        help: "IANA time zone such as Europe/Berlin (which day is today). [HEARTH_TIME_ZONE, default TZ]")
    var timeZone: String?

    func validate() throws { _ = try zone() }

    /// The time zone: the flag, else `HEARTH_TIME_ZONE`, else the machine's.
    /// - Throws: `ValidationError` naming the flag or variable when the zone is unknown.
    func zone(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> TimeZone {
        let (text, option) =
            timeZone.map { ($0, "--time-zone") }
            ?? environment["HEARTH_TIME_ZONE"].flatMap { $0.isEmpty ? nil : ($0, "HEARTH_TIME_ZONE") }
            ?? ("", "")
        if text.isEmpty { return .current }
        guard let zone = TimeZone(identifier: text) else {
            throw ValidationError("\(option): “\(text)” is not a known time zone (e.g. Europe/Berlin)")
        }
        return zone
    }
}

/// A command that could not do its work: the message goes to stderr as `Error: …` and the exit status is 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}

/// Writes a line to the standard error stream (warnings beside a command's output).
func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
