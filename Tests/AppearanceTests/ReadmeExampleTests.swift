import Appearance
import Foundation
import Testing

@Suite struct ReadmeExampleTests {
    /// The README's usage example, line for line.
    static let exampleLines = [
        #"let (theme, warnings) = Theme.hearth.fillingMissingTokens(from: .hearth)"#,
        #"for warning in warnings { print("warning:", warning) }"#,
        #"let issues = theme.validate()  // [] when every pair meets WCAG AA"#,
        #"let css = theme.stylesheet()  // serve as theme.css"#,
        #"let old = AppearanceSettings()"#,
        #"let new = AppearanceSettings(theme: .dark, contrast: .increased)"#,
        #"let change = new.changeDescription(from: old)  // "theme changed from system to dark; contrast changed …""#,
        #"let attributes = new.htmlAttributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")"#,
    ]

    @Test func exampleRunsAsDocumented() {
        // Given the README example
        // At startup: complete a custom theme, log what was filled, check WCAG AA, serve the CSS.
        let (theme, warnings) = Theme.hearth.fillingMissingTokens(from: .hearth)
        for warning in warnings { print("warning:", warning) }
        let issues = theme.validate()  // [] when every pair meets WCAG AA
        let css = theme.stylesheet()  // serve as theme.css
        // When settings change: log the change and put the attributes on <html>.
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
            #expect(
                text.contains(
                    "| `\(token.rawValue)` | `\(token.cssName)` | \(token.meaning) | `\(Theme.hearth.light[token]!.hexString)`"
                ))
        }
    }
}
