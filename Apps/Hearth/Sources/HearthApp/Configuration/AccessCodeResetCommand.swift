import ArgumentParser
import Foundation
import Logging

/// `hearth access-code reset`: replaces the access code and signs every device out, for a household whose code was
/// forgotten or seen by someone it should not have been. The old code stops working at once, also on a running
/// server (it reads the stored hash on every check and keeps sessions in the database), and the new one is printed.
/// Devices on a trusted network (and this machine, unless `--no-trust-loopback`) keep changing things without it.
struct AccessCodeResetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Replace the access code and sign every device out (prints the new code).",
        discussion: """
            The old code stops working at once, also while the server runs, and every device signed in with it \
            must sign in again with the new one. A new random code is made unless --code names one.

            Exit codes: 0 the code was replaced; 1 the data directory or database cannot be used (nothing \
            changed); 2 a usage error (a --code that is not 4–64 characters).
            """)

    @Option(help: "Use this code (4–64 characters) instead of a random one.")
    var code: String?

    @OptionGroup var data: DataOptions

    init() {}

    func validate() throws {
        if let code, let problem = AccessCode.problem(with: code) {
            throw ValidationError("--code: \(problem)")
        }
    }

    func run() async throws {
        try await Self.reset(dataDirectory: data.directory(), to: code)
    }

    /// Replaces the stored code with `code` (or a random one), signs every session out and prints the new code.
    static func reset(dataDirectory: URL, to code: String?) async throws {
        var configuration = Configuration()
        configuration.dataDirectory = dataDirectory
        try DataDirectory.prepare(configuration.dataDirectory)
        let database = try AppDatabase.open(at: configuration.databaseURL)
        let authenticator = try await Authenticator.load(
            database: database, configuration: configuration, logger: Logger(label: "hearth"), clock: { Date() })
        let new = try await authenticator.resetCode(to: code)
        // One line: the package's postinst reads it.
        print("New access code: \(new)")
    }
}
