import Foundation
import HTTPServer
import Logging

@testable import HearthApp

/// A real Hearth server on a free port with its own temporary data directory.
final class TestApp: Sendable {
    let app: HearthApp
    let dataDirectory: URL
    var client: RawHTTPClient { RawHTTPClient(port: app.port) }
    var port: Int { app.port }

    /// The repository's `web/` folder.
    static let webDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("web", isDirectory: true)

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Builds and starts the app; `configure` adjusts the configuration first.
    init(dataDirectory: URL? = nil, _ configure: (inout Configuration) -> Void = { _ in }) async throws {
        self.dataDirectory = dataDirectory ?? Self.temporaryDirectory()
        var configuration = Configuration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.dataDirectory = self.dataDirectory
        configuration.webDirectory = Self.webDirectory
        configuration.timeZone = TimeZone(identifier: "Europe/Berlin")!
        // Many servers start at once in the tests; the production scrypt cost is tested in AccessCodeTests.
        configuration.accessCodeCost = 1 << 10
        configure(&configuration)
        var logger = Logger(label: "hearth-test")
        logger.logLevel = .critical
        app = try await HearthApp.build(configuration: configuration, logger: logger)
        try app.start()
    }

    func stop() async { await app.stop() }

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
        csrf: String? = nil, accept: String? = nil
    ) async throws -> RawHTTPClient.Reply {
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
        return try await client.send("POST", path, headers: headers, body: Array(body.utf8))
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// Sends JSON to the API.
    func sendJSON(
        _ method: String, _ path: String, _ json: String, headers: [(String, String)] = [],
        contentType: String = "application/json"
    ) async throws -> RawHTTPClient.Reply {
        try await client.send(method, path, headers: [("Content-Type", contentType)] + headers, body: Array(json.utf8))
    }
}
