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
        let (events, send) = AsyncStream.makeStream(of: ServeEvent.self)
        Task { send.yield(.stop(signal: await shutdown.wait())) }
        var app = try await Self.start(configuration, logger: logger, events: send)
        // Tells `hearth import` that a server writes this database (released when it stops or dies).
        let lock = ServerLock.acquire(
            in: configuration.dataDirectory, port: app.port, scheme: configuration.tls.scheme)
        FileHandle.standardOutput.write(Data((app.banner() + "\n").utf8))
        for await event in events {
            switch event {
            case .stop(let signal):
                logger.info("Stopping", metadata: ["signal": "\(signal)"])
                await app.stop()
                lock?.release()
                return
            case .restore(let restore):
                // The same port again (it may have been chosen by the system: `--port 0`).
                var again = configuration
                again.port = app.port
                let outcome = await ServeRestore.swap(restore, stopping: app, logger: logger)
                app = try await Self.start(again, logger: logger, events: send)
                app.site.restarts.record(outcome)
            }
        }
    }

    /// Builds and starts the app, handing restores asked of it to `events`.
    /// - Throws: `ExitCode(1)` when it cannot start (the reason is on standard error).
    private static func start(
        _ configuration: Configuration, logger: Logger, events: AsyncStream<ServeEvent>.Continuation
    ) async throws -> HearthApp {
        do {
            let app = try await HearthApp.build(configuration: configuration, logger: logger)
            app.site.restarts.onRequest { events.yield(.restore($0)) }
            try app.start()
            return app
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}
