import Foundation

@testable import HearthApp

/// The local calendar host (`Fixtures/calendar-server.py`, Python 3): serves the files of a folder of its own with
/// `ETag` and `Last-Modified`, answers `304` to a matching `If-None-Match`, and is told how to fail (`mode`).
final class CalendarHost: @unchecked Sendable {
    // @unchecked: the process and folder are set once in init; the log is read from the file.
    /// How every file answers.
    enum Mode: String {
        case ok, down, hang, malformed, missing
    }

    /// One request it received.
    struct Received {
        var path: String
        var headers: [String: String]

        /// A header, by name in any case.
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    let port: Int
    let folder: URL
    private let process: Process

    init() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-calendars-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        (process, port) = try await FixtureServerProcess.start(script: "calendar-server.py", arguments: [folder.path])
    }

    /// Runs `body` with a host, then stops it.
    static func with<T: Sendable>(_ body: (CalendarHost) async throws -> T) async throws -> T {
        let host = try await CalendarHost()
        defer { host.stop() }
        return try await body(host)
    }

    /// The address of a served file.
    func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

    /// Serves `text` as `name` (a new text gets a new ETag).
    func serve(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Serves a fixture of `Tests/fixtures/` (`calendars/weekly-new-york.ics`) under its file name.
    func serveFixture(_ relativePath: String) throws -> String {
        let root = TestApp.webDirectory.deletingLastPathComponent().appendingPathComponent("Tests/fixtures")
        let source = root.appendingPathComponent(relativePath)
        let name = source.lastPathComponent
        try serve(name, try String(contentsOf: source, encoding: .utf8))
        return name
    }

    /// Sets how every file answers.
    func mode(_ mode: Mode) throws {
        try mode.rawValue.write(to: folder.appendingPathComponent(".mode"), atomically: true, encoding: .utf8)
    }

    /// Every request so far.
    var received: [Received] {
        let log = folder.appendingPathComponent(".requests.jsonl")
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return nil
            }
            return Received(
                path: object["path"] as? String ?? "", headers: object["headers"] as? [String: String] ?? [:])
        }
    }

    /// Stops the server and removes its folder.
    func stop() {
        // SIGKILL: a SIGTERM was seen to leave the server running under the test runner.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitForExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
