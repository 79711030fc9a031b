import Foundation
import HTTPServer
import Mustache

/// Renders the Mustache templates of `web/templates` (loaded once at start; HTML-escaped by default).
struct PageRenderer: Sendable {
    private let library: MustacheLibrary

    /// Loads every `.mustache` file under `directory`.
    /// - Throws: a parser error naming the file when a template is malformed.
    init(templatesDirectory directory: URL) async throws {
        library = try await MustacheLibrary(directory: directory.path)
    }

    /// Renders `template` with `context`.
    /// - Throws: `HTTPError` 500 when the template does not exist.
    func render(_ template: String, context: [String: Any]) throws -> String {
        guard let html = library.render(context, withTemplate: template) else {
            throw HTTPError(.internalServerError, code: "missing_template", message: "Template \(template) is missing.")
        }
        return html
    }

    /// Whether a template of this name was loaded.
    func hasTemplate(_ name: String) -> Bool { library.getTemplate(named: name) != nil }
}
