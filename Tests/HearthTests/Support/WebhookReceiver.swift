import Foundation

/// A local HTTP receiver (`Fixtures/webhook-receiver.py`, Python 3) for webhook and calendar-fetch tests: it logs
/// every request and answers by path (`/ok` 204, `/fail` 500, `/hang` never, `/late` 204 once `releaseLateAnswers()`
/// was called, `/files/<name>` a file of `files`).
final class WebhookReceiver: @unchecked Sendable {
    // @unchecked: the process and paths are set once in init; the log is read from the file.
    /// One request it received.
    struct Received: Sendable {
        var method: String
        var path: String
        var headers: [String: String]
        var body: String

        /// A header, by name in any case.
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    let port: Int
    let files: URL
    private let process: Process
    private let log: URL

    /// Starts the receiver; `files` is the folder `/files/<name>` serves from.
    init() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-receiver-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        files = directory
        log = directory.appendingPathComponent("requests.jsonl")
        (process, port) = try await FixtureServerProcess.start(
            script: "webhook-receiver.py", arguments: [log.path, directory.path])
    }

    /// A URL on the receiver.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request so far.
    var received: [Received] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return nil
            }
            return Received(
                method: object["method"] as? String ?? "", path: object["path"] as? String ?? "",
                headers: object["headers"] as? [String: String] ?? [:], body: object["body"] as? String ?? "")
        }
    }

    /// Waits until `condition` holds for the requests received (at most `seconds`).
    func wait(seconds: Double = 10, until condition: ([Received]) -> Bool) async throws -> [Received] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let now = received
            if condition(now) { return now }
            try await Task.sleep(for: .milliseconds(50))
        }
        return received
    }

    /// Lets the receiver answer the `/late` requests it holds, and those still to come.
    func releaseLateAnswers() {
        _ = FileManager.default.createFile(atPath: files.appendingPathComponent("release").path, contents: Data())
    }

    /// Stops the receiver and removes its folder.
    func stop() {
        // SIGKILL: a test runner may hand its children an ignored SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitForExit()
        try? FileManager.default.removeItem(at: files)
    }
}
