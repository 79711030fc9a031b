import ArgumentParser
import Foundation

/// `hearth check`: looks at an installation without changing it, as `hearth serve` would find it with the same flags
/// and `HEARTH_*` variables: the configuration parses, the web folder's templates and strings parse (each is
/// otherwise parsed on first use), the database passes SQLite's integrity check with a schema this binary knows,
/// and the data directory's disk has room. One line per part; the exit status says whether all is well.
public struct CheckCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the configuration, the web folder, the database and free disk space.",
        discussion: """
            Takes the flags and HEARTH_* variables of `hearth serve` and checks what that server would use: the \
            configuration parses; every template and the strings of the web folder parse; hearth.sqlite in the \
            data directory passes PRAGMA integrity_check and has a schema this version knows (a missing database \
            is fine: the first start makes it); the disk holding the data directory has at least 100 MiB free. \
            Nothing is changed, so it is safe while the server runs.

            Exit codes: 0 all good; 1 a problem or a warning was found (each line says which); 2 a usage error.
            """)

    @OptionGroup var options: ServeOptions

    public init() {}

    public func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var findings: [CheckFinding] = []
        var configuration = Configuration()
        do {
            configuration = try options.resolve(environment: environment)
            findings.append(CheckFinding(level: .ok, part: "configuration", message: "the flags and HEARTH_* parse"))
        } catch {
            findings.append(CheckFinding(level: .problem, part: "configuration", message: error.description))
            // Go on with the folders the flags and variables name, as far as they can be read.
            configuration.dataDirectory = DataOptions.directory(flag: options.dataDirectory, environment: environment)
            configuration.webDirectory =
                (options.webDirectory ?? environment["HEARTH_WEB_DIR"].flatMap { $0.isEmpty ? nil : $0 })
                .map { URL(fileURLWithPath: $0, isDirectory: true) } ?? WebFolder.defaultURL()
        }
        findings.append(InstallationCheck.webFolder(configuration.webDirectory))
        findings.append(InstallationCheck.database(at: configuration.databaseURL))
        findings.append(
            InstallationCheck.disk(
                configuration.dataDirectory, free: DiskSpace.freeBytes(at: configuration.dataDirectory)))
        for finding in findings { print(finding.line) }
        let failed = findings.filter { $0.level != .ok }
        guard failed.isEmpty else {
            printToStandardError(
                "hearth check: \(failed.count) of \(findings.count) checks found something: "
                    + failed.map(\.part).joined(separator: ", "))
            throw ExitCode.failure
        }
        print("All good.")
    }
}
