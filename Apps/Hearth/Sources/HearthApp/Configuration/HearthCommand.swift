import ArgumentParser

/// The `hearth` command line: `serve` (the default), `access-code`, `kiosk`, `check`, `expand-ics` and `version`.
public struct HearthCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hearth",
        abstract: "A self-hosted dashboard server for the screens of a home.",
        subcommands: [
            ServeCommand.self, AccessCodeCommand.self, KioskCommand.self, CheckCommand.self, ExpandICSCommand.self,
            VersionCommand.self,
        ],
        defaultSubcommand: ServeCommand.self)

    public init() {}
}
