import Appearance
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let (theme, warnings) = Theme.hearth.fillingMissingTokens(from: .hearth)  // complete a custom theme"#,
        #"for warning in warnings { print("warning:", warning) }                    // log at startup"#,
        #"let issues = theme.validate()                                             // [] when WCAG AA holds"#,
        #"let css = theme.stylesheet()                                              // serve as theme.css"#,
        #"let old = AppearanceSettings()"#,
        #"let new = AppearanceSettings(theme: .dark, contrast: .increased)"#,
        #"let change = new.changeDescription(from: old)  // "theme changed from system to dark; contrast changed …""#,
        #"let attributes = new.htmlAttributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")"#,
    ]

    @Test func exampleRunsAsDocumented() {
        // Given the README example
        let (theme, warnings) = Theme.hearth.fillingMissingTokens(from: .hearth)  // complete a custom theme
        for warning in warnings { print("warning:", warning) }                    // log at startup
        let issues = theme.validate()                                             // [] when WCAG AA holds
        let css = theme.stylesheet()                                              // serve as theme.css

        let old = AppearanceSettings()
        let new = AppearanceSettings(theme: .dark, contrast: .increased)
        let change = new.changeDescription(from: old)  // "theme changed from system to dark; contrast changed …"
        let attributes = new.htmlAttributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")
        // Then it does what the comments say
        #expect(warnings.isEmpty)
        #expect(issues.isEmpty)
        #expect(css.contains("--label:"))
        #expect(change == "theme changed from system to dark; contrast changed from standard to increased")
        #expect(attributes == #"data-theme="dark" data-contrast="more""#)
    }

    @Test func readmeShowsTheSameCodeAndEveryToken() throws {
        // Given the README beside the module's sources
        let readme = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/Appearance/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Then it holds the example tested above, line for line
        for line in Self.exampleLines {
            #expect(text.contains(line), "README lacks: \(line)")
        }
        // And documents every token with its CSS name and shipped light value
        for token in ColorToken.allCases {
            #expect(text.contains("| `\(token.rawValue)` | `\(token.cssName)` | \(token.meaning) | `\(Theme.hearth.light[token]!.hexString)`"))
        }
    }
}
