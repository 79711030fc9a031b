import ArgumentParser
import Foundation

/// The `hearth` command line: `serve` (the default), `access-code`, `kiosk`, `check`, `export`, `import`,
/// `expand-ics`, `version`, `backup` and `restore`.
public struct HearthCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hearth",
        abstract: "A self-hosted dashboard server for the screens of a home.",
        discussion: """
            Every command has --help. Errors go to standard error. Exit codes: 0 success; 1 the command failed \
            or (check) found a problem; 2 a usage error (an unknown command, flag or value).
            """,
        subcommands: [
            ServeCommand.self, AccessCodeCommand.self, KioskCommand.self, CheckCommand.self, ExportCommand.self,
            ImportCommand.self, ExpandICSCommand.self, VersionCommand.self,
            BackupCommand.self, RestoreCommand.self,
        ],
        defaultSubcommand: ServeCommand.self)

    public init() {}

    /// The usage error's exit status: 2, as for most Unix tools (ArgumentParser's own is 64, `EX_USAGE`).
    public static let usageStatus: Int32 = 2

    /// Parses `arguments` and runs the command; returns the exit status, having written any message (help to
    /// standard output, errors to standard error).
    public static func run(_ arguments: [String]? = nil) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            let status = exitCode(for: error)
            guard status == .validationFailure else {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            return usageStatus
        }
    }
}
