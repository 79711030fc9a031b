import Foundation
import HTTPServer
import Logging
import Synchronization

@testable import HearthApp

/// A Hearth app with its own temporary data directory, for one test: `TestApp.run { test in … }` builds it,
/// runs the body, then awaits the stop and removes the directory, whatever the body did.
///
/// By default requests go in-process to the app's router (no socket: fast, and every middleware still runs);
/// `listening: true` starts the real server on a free port, for the one live test per feature and the security
/// and limit tests that need libmicrohttpd in the path.
final class TestApp: Sendable {
    let app: HearthApp
    let dataDirectory: URL
    /// Whether requests cross a real socket.
    let isListening: Bool
    /// Every log line the app wrote.
    let logs: LogRecorder

    /// The port in `Host` and `Origin` headers: the real one when listening, else a fixed one.
    var port: Int { isListening ? app.port : 8080 }
    var client: TestClient {
        TestClient(port: port, transport: isListening ? .socket : .inProcess(app.responder))
    }

    /// The repository's `web/` folder.
    static let webDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("web", isDirectory: true)

    /// Builds the app (and starts it when `listening`), runs `body`, stops it, and removes its data directory
    /// unless one was given.
    /// - Parameters:
    ///   - dataDirectory: A directory to use (kept afterwards: the caller owns it, see `withTemporaryDirectory`).
    ///   - configure: Adjusts the configuration before the build.
    @discardableResult
    static func run<T: Sendable>(
        listening: Bool = false, dataDirectory: URL? = nil, _ configure: (inout Configuration) -> Void = { _ in },
        _ body: (TestApp) async throws -> T
    ) async throws -> T {
        let owned = dataDirectory == nil
        let directory = dataDirectory ?? temporaryDirectory()
        defer { if owned { try? FileManager.default.removeItem(at: directory) } }
        let test = try await TestApp(listening: listening, dataDirectory: directory, configure)
        do {
            let result = try await body(test)
            await test.stop()
            return result
        } catch {
            await test.stop()
            throw error
        }
    }

    /// Runs `body` with a new temporary directory, then removes it.
    @discardableResult
    static func withTemporaryDirectory<T: Sendable>(_ body: (URL) async throws -> T) async throws -> T {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(directory)
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private init(listening: Bool, dataDirectory: URL, _ configure: (inout Configuration) -> Void) async throws {
        self.dataDirectory = dataDirectory
        isListening = listening
        var configuration = Configuration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.dataDirectory = dataDirectory
        configuration.webDirectory = Self.webDirectory
        configuration.timeZone = TimeZone(identifier: "Europe/Berlin")!
        // Many apps start at once in the tests; the production scrypt cost is tested in AccessCodeTests.
        configuration.accessCodeCost = 1 << 10
        configure(&configuration)
        let logs = LogRecorder()
        self.logs = logs
        var logger = Logger(label: "hearth-test") { label in LogRecorder.Handler(recorder: logs) }
        logger.logLevel = .info
        app = try await HearthApp.build(configuration: configuration, logger: logger)
        if listening { try app.start() }
    }

    private func stop() async { await app.stop() }

    /// Origin header value for same-site form posts.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// GETs a page and returns the CSRF cookie it set, for a following form post.
    func csrfToken(cookies: String = "") async throws -> String {
        let reply = try await client.send("GET", "/settings", headers: cookies.isEmpty ? [] : [("Cookie", cookies)])
        return reply.cookie("hearth_csrf") ?? ""
    }

    /// POSTs a urlencoded form with a valid CSRF token and Origin unless told otherwise.
    func postForm(
        _ path: String, _ fields: [(String, String)], cookies: String = "", origin: String?? = .none,
        csrf: String? = nil, accept: String? = nil, from address: RemoteAddress? = nil
    ) async throws -> TestClient.Reply {
        let token: String
        if let csrf { token = csrf } else { token = try await csrfToken(cookies: cookies) }
        var allFields = fields
        if csrf != "" { allFields.append(("_csrf", token)) }
        let body = allFields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers: [(String, String)] = [("Content-Type", "application/x-www-form-urlencoded")]
        let cookieHeader = ([cookies, "hearth_csrf=\(token)"].filter { !$0.isEmpty }).joined(separator: "; ")
        headers.append(("Cookie", cookieHeader))
        switch origin {
        case .none: headers.append(("Origin", self.origin))
        case .some(.some(let value)): headers.append(("Origin", value))
        case .some(.none): break
        }
        if let accept { headers.append(("Accept", accept)) }
        return try await client.send("POST", path, headers: headers, body: Array(body.utf8), from: address)
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// Sends JSON to the API.
    func sendJSON(
        _ method: String, _ path: String, _ json: String, headers: [(String, String)] = [],
        contentType: String = "application/json", from address: RemoteAddress? = nil
    ) async throws -> TestClient.Reply {
        try await client.send(
            method, path, headers: [("Content-Type", contentType)] + headers, body: Array(json.utf8), from: address)
    }
}

/// Every log line an app wrote, for tests that check what was logged.
final class LogRecorder: Sendable {
    /// One log line.
    struct Line: Sendable, Equatable {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]
    }

    private let recorded = Mutex<[Line]>([])

    var all: [Line] { recorded.withLock { $0 } }

    /// The lines with this message.
    func lines(_ message: String) -> [Line] { all.filter { $0.message == message } }

    fileprivate func append(_ line: Line) { recorded.withLock { $0.append(line) } }

    /// The swift-log handler that records into a `LogRecorder`.
    struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            var all = metadata
            if let extra = event.metadata { all.merge(extra) { _, new in new } }
            recorder.append(
                Line(
                    level: event.level, message: event.message.description,
                    metadata: all.mapValues { "\($0)" }))
        }
    }
}
