import Foundation
import HTTPServer
import Mustache

/// Renders the Mustache templates of `web/templates` (HTML-escaped by default).
///
/// The files are read at start, but each template is parsed on its first use, with the partials and the layout it
/// names: the first answer waits only for the templates it needs (the home page parses 9 of the 50 files).
/// `parseAll()` parses every file (the test suite does, so a malformed template still fails loudly).
final class PageRenderer: Sendable {
    /// Every template's text, by name (`days/list`).
    private let sources: [String: String]
    /// The templates parsed so far (each with everything it names).
    private let library = Locked(MustacheLibrary())
    private let parsed = Locked<Set<String>>([])

    /// Reads every `.mustache` file under `directory` (without parsing it).
    /// - Throws: when the directory cannot be read.
    init(templatesDirectory directory: URL) throws {
        sources = try Self.readSources(in: directory)
    }

    /// Renders `template` with `context`, parsing it (and what it names) on first use.
    /// - Throws: `HTTPError` 500 when the template does not exist or does not parse.
    func render(_ template: String, context: [String: Any]) throws -> String {
        let library: MustacheLibrary
        do {
            library = try prepared(template)
        } catch {
            throw HTTPError(.internalServerError, code: "template", message: error.description)
        }
        guard let html = library.render(context, withTemplate: template) else {
            throw HTTPError(.internalServerError, code: "missing_template", message: "Template \(template) is missing.")
        }
        return html
    }

    /// Whether a template of this name exists.
    func hasTemplate(_ name: String) -> Bool { sources[name] != nil }

    /// The names of every template.
    var templateNames: [String] { sources.keys.sorted() }

    /// Parses every template.
    /// - Throws: `TemplateError` naming the first file that does not parse.
    func parseAll() throws(TemplateError) {
        for name in templateNames { _ = try prepared(name) }
    }

    /// The library holding `name` and everything it names, parsing what is not parsed yet.
    private func prepared(_ name: String) throws(TemplateError) -> MustacheLibrary {
        if parsed.withLock({ $0.contains(name) }) { return library.withLock { $0 } }
        var pending = [name]
        var seen: Set<String> = [name]
        var fresh: [(String, MustacheTemplate)] = []
        while let next = pending.popLast() {
            guard let text = sources[next] else {
                if next == name { throw .missing(name) }
                continue  // A missing partial renders as nothing, as Mustache does.
            }
            do {
                fresh.append((next, try MustacheTemplate(string: text)))
            } catch {
                throw .malformed(file: next + ".mustache", reason: "\(error)")
            }
            for named in Self.namedTemplates(in: text) where seen.insert(named).inserted { pending.append(named) }
        }
        let snapshot = library.withLock { library in
            for (name, template) in fresh { library.register(template, named: name) }
            return library
        }
        parsed.withLock { $0.formUnion(seen) }
        return snapshot
    }

    /// The partials (`{{> name}}`) and parents (`{{< name}}`) a template names.
    static func namedTemplates(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            let tag = rest.drop { $0 == " " }
            guard let kind = tag.first, kind == ">" || kind == "<", let close = tag.range(of: "}}") else { continue }
            let name = tag[tag.index(after: tag.startIndex)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { names.append(name) }
            rest = tag[close.upperBound...]
        }
        return names
    }

    /// Every `.mustache` file under `directory`, named by its path without the extension.
    private static func readSources(in directory: URL) throws -> [String: String] {
        var root = directory.path
        if !root.hasSuffix("/") { root += "/" }
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        var sources: [String: String] = [:]
        for case let path as String in enumerator where path.hasSuffix(".mustache") {
            sources[String(path.dropLast(".mustache".count))] = try String(contentsOfFile: root + path, encoding: .utf8)
        }
        return sources
    }

    /// A template that does not exist or does not parse.
    enum TemplateError: Error, CustomStringConvertible {
        /// No file of this name.
        case missing(String)
        /// The file does not parse.
        case malformed(file: String, reason: String)

        var description: String {
            switch self {
            case .missing(let name): "Template \(name) is missing."
            case .malformed(let file, let reason): "Template \(file) does not parse: \(reason)"
            }
        }
    }
}
