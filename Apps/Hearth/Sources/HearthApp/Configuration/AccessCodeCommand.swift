import ArgumentParser
import Foundation

/// `hearth access-code`: the access code for changes from other devices. `reset` makes a new one and signs every
/// device out; the code itself is stored hashed and can never be shown again.
public struct AccessCodeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "access-code",
        abstract: "Manage the access code for changes from other devices (`reset` makes a new one).",
        discussion: """
            The code is stored hashed, so it cannot be shown: `hearth access-code reset` replaces it. \
            --reset is the older spelling of the same.

            Exit codes: 0 done; 1 the data directory or database cannot be used; 2 a usage error.
            """,
        subcommands: [AccessCodeResetCommand.self])

    @Flag(help: "The same as `hearth access-code reset`.")
    var reset = false

    @OptionGroup var data: DataOptions

    public init() {}

    public func run() async throws {
        guard reset else {
            print(
                "The access code is stored hashed and cannot be shown. Run `hearth access-code reset` for a new one.")
            return
        }
        try await AccessCodeResetCommand.reset(dataDirectory: data.directory(), to: nil)
    }
}
