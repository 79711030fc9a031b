import ArgumentParser
import Foundation
import Logging

/// `hearth serve`: resolves the configuration and runs the server until SIGINT or SIGTERM.
public struct ServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve Hearth to the browsers on your network.",
        discussion: """
            Every option can also be set with an environment variable: HEARTH_HOST, HEARTH_PORT, \
            HEARTH_DATA_DIR, HEARTH_WEB_DIR, HEARTH_TIME_ZONE, HEARTH_LOG_LEVEL, HEARTH_LOG_FORMAT (text/json), \
            HEARTH_ACCESS_CODE, \
            HEARTH_TRUSTED_NETWORK (comma-separated), HEARTH_ALLOWED_HOST (comma-separated), \
            HEARTH_TRUST_LOOPBACK (true/false), HEARTH_TLS_CERT, HEARTH_TLS_KEY, HEARTH_TLS_SELF_SIGNED (true/false). \
            Flags win over variables.

            Exit codes: 0 stopped by SIGINT or SIGTERM; 1 it could not start (the reason is on standard error: \
            the data directory, the database, the port, TLS); 2 a usage error or a configuration value that \
            cannot be used (named on standard error).
            """)

    @OptionGroup public var options: ServeOptions

    public init() {}

    public func run() async throws {
        let configuration: Configuration
        do {
            configuration = try options.resolve(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        LoggingSystem.bootstrap { label in
            HearthLogHandler(label: label, format: configuration.logFormat, level: configuration.logLevel)
        }
        let logger = Logger(label: "hearth")
        let shutdown = ShutdownSignal()
        let app: HearthApp
        do {
            app = try await HearthApp.build(configuration: configuration, logger: logger)
            try app.start()
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
        // Tells `hearth import` that a server writes this database (released when it stops or dies).
        let lock = ServerLock.acquire(
            in: configuration.dataDirectory, port: app.port, scheme: configuration.tls.scheme)
        FileHandle.standardOutput.write(Data((app.banner() + "\n").utf8))
        let signal = await shutdown.wait()
        logger.info("Stopping", metadata: ["signal": "\(signal)"])
        await app.stop()
        lock?.release()
    }
}
