import Logging
import Testing

@testable import HearthApp

@Suite("/theme.css: its validator")
struct ThemeStylesheetETagTests {
    @Test func theValidatorFollowsTheContentOnly() {
        let css = Array("body { color: #111; }".utf8)
        let etag = ThemeStylesheet.etag(for: css)
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count > 10)
        #expect(ThemeStylesheet.etag(for: css) == etag)
        #expect(ThemeStylesheet.etag(for: Array("body { color: #112; }".utf8)) != etag)
        #expect(ThemeStylesheet.etag(for: css + [10]) != etag)
        // The shipped theme's validator is the same on every start (browsers keep their copy across restarts).
        let logger = Logger(label: "test")
        #expect(ThemeStylesheet(logger: logger).etag == ThemeStylesheet(logger: logger).etag)
    }
}
