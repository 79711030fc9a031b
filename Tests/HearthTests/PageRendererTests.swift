import Foundation
import OffPoolTesting
import Testing

@testable import HearthApp

@Suite("Pages: templates parsed on first use", .offPool)
struct PageRendererTests {
    /// A templates folder in a temporary directory with the given files.
    static func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        for (name, text) in files {
            let file = directory.appendingPathComponent(name + ".mustache")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func everyShippedTemplateParses() throws {
        // Given the shipped templates, read but not parsed
        let renderer = try PageRenderer(templatesDirectory: TestApp.webDirectory.appendingPathComponent("templates"))
        // When every one is parsed
        // Then none fails (a malformed template fails here, not on a visitor's first request)
        try renderer.parseAll()
        #expect(renderer.templateNames.contains("layout"))
        #expect(renderer.templateNames.contains("noise/now-playing"))
    }

    @Test func aMalformedTemplateIsNamedWhenParsed() throws {
        // Given a folder where one template that nobody renders yet has an unclosed section
        let directory = try Self.folder(["good": "<p>{{name}}</p>", "days/bad": "{{#rows}}<li>"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = try PageRenderer(templatesDirectory: directory)
        // When the good one renders, it does not wait for the bad one
        #expect(try renderer.render("good", context: ["name": "Ada"]) == "<p>Ada</p>")
        // Then parsing them all names the bad file
        #expect {
            try renderer.parseAll()
        } throws: { error in
            "\(error)".contains("days/bad.mustache")
        }
    }

    @Test func aPageParsesItsLayoutAndPartialsOnFirstUse() throws {
        // Given a page that names a layout and a partial in a subfolder
        let directory = try Self.folder([
            "layout": "<main>{{$main}}{{/main}}</main>",
            "page": "{{< layout}}{{$main}}{{> parts/item}}!{{/main}}{{/layout}}",
            "parts/item": "<b>{{name}}</b>",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = try PageRenderer(templatesDirectory: directory)
        // When it renders first
        let html = try renderer.render("page", context: ["name": "x"])
        // Then the layout and the partial took part
        #expect(html == "<main><b>x</b>!</main>")
        #expect(PageRenderer.namedTemplates(in: "{{< layout}}{{ > parts/item }}{{name}}") == ["layout", "parts/item"])
    }

    @Test func aMissingTemplateIsAServerError() throws {
        let directory = try Self.folder(["good": "ok"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = try PageRenderer(templatesDirectory: directory)
        #expect(throws: (any Error).self) { try renderer.render("absent", context: [:]) }
        #expect(!renderer.hasTemplate("absent"))
        #expect(renderer.hasTemplate("good"))
    }
}
