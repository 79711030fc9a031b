import ArgumentParser
import Foundation
import Logging

/// `hearth access-code --reset`: makes a new access code and signs every device out.
public struct AccessCodeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "access-code",
        abstract: "Make a new access code for changes from other devices (signs every device out).")

    @Flag(help: "Generate a new code and print it.")
    var reset = false

    @Option(name: .customLong("data-dir"), help: "Folder holding hearth.sqlite. [HEARTH_DATA_DIR, default ./data]")
    var dataDirectory: String?

    public init() {}

    public func run() async throws {
        guard reset else {
            print(
                "The access code is stored hashed and cannot be shown. Run `hearth access-code --reset` for a new one.")
            return
        }
        let path = dataDirectory ?? ProcessInfo.processInfo.environment["HEARTH_DATA_DIR"] ?? "data"
        var configuration = Configuration()
        configuration.dataDirectory = URL(fileURLWithPath: path, isDirectory: true)
        try DataDirectory.prepare(configuration.dataDirectory)
        let database = try AppDatabase.open(at: configuration.databaseURL)
        let authenticator = try await Authenticator.load(
            database: database, configuration: configuration, logger: Logger(label: "hearth"))
        let code = try await authenticator.resetCode()
        print("New access code: \(code)")
    }
}
