import ArgumentParser
import Foundation

/// `hearth check`: parses every template and the strings of a web folder, as the server would on first use, and
/// says what is wrong (a customised `--web-dir` can be checked before a restart). Exits non-zero on a problem.
public struct CheckCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the templates and strings of a web folder (each is otherwise parsed on first use).")

    @Option(
        name: .customLong("web-dir"),
        help: "Folder with templates/, static/, locales/. [HEARTH_WEB_DIR, default ./web or the installed one]"
    )
    var webDirectory: String?

    public init() {}

    public func run() async throws {
        let web =
            (webDirectory ?? ProcessInfo.processInfo.environment["HEARTH_WEB_DIR"]).map {
                URL(fileURLWithPath: $0, isDirectory: true)
            } ?? WebFolder.defaultURL()
        let clock = ContinuousClock()
        do {
            let started = clock.now
            let renderer = try PageRenderer(templatesDirectory: web.appendingPathComponent("templates"))
            let read = clock.now
            try renderer.parseAll()
            let parsed = clock.now
            try Strings(directory: web.appendingPathComponent("locales")).validate()
            let done = clock.now
            print(
                "\(renderer.templateNames.count) templates: read in \(Self.ms(read - started)) ms, "
                    + "parsed in \(Self.ms(parsed - read)) ms; strings parsed in \(Self.ms(done - parsed)) ms. All good."
            )
        } catch {
            print("hearth check: \(error)")
            throw ExitCode.failure
        }
    }

    private static func ms(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f", value)
    }
}
