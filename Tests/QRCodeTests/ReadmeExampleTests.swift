import Foundation
import QRCode
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let symbol = try QRSymbol(encoding: "http://192.168.1.20:8080/")  // byte mode, level M: version 2, 25 × 25"#,
        #"let svg = symbol.svg(title: "Open Hearth on your phone: http://192.168.1.20:8080/")"#,
        #"// <svg … viewBox="0 0 33 33" shape-rendering="crispEdges" role="img"><title>…</title><rect …/><path …/></svg>"#,
    ]

    @Test func exampleRunsAsDocumented() throws {
        // Given the README example
        let symbol = try QRSymbol(encoding: "http://192.168.1.20:8080/")  // byte mode, level M: version 2, 25 × 25
        let svg = symbol.svg(title: "Open Hearth on your phone: http://192.168.1.20:8080/")
        // <svg … viewBox="0 0 33 33" shape-rendering="crispEdges" role="img"><title>…</title><rect …/><path …/></svg>
        // Then it does what the comments say
        #expect(symbol.version == 2 && symbol.size == 25)
        #expect(svg.contains(#"viewBox="0 0 33 33" shape-rendering="crispEdges" role="img"><title>"#))
        #expect(svg.hasSuffix("\"/></svg>"))
        #expect((1000..<2500).contains(svg.utf8.count), "\(svg.utf8.count) bytes")
    }

    @Test func readmeShowsTheSameCode() throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/QRCode/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
    }
}
