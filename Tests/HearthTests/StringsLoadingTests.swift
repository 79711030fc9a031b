import Foundation
import Synchronization
import Testing

@testable import HearthApp

@Suite("Strings: English at start, other languages on first use")
struct StringsLoadingTests {
    /// A `locales` folder with one file per language (nil: no folder for that language).
    private static func locales(english: String, chinese: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        for (folder, json) in [("en", english), ("zh-Hans", chinese)] {
            guard let json else { continue }
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: directory.appendingPathComponent("ui.json"))
        }
        return root
    }

    @Test func anotherLanguageIsReadOnItsFirstUse() throws {
        let root = try Self.locales(english: #"{"nav": {"home": "Home"}}"#, chinese: #"{"nav": {"home": "首页"}}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let strings = try Strings(directory: root)
        // Changed after start: the first use reads what is there then.
        try Data(#"{"nav": {"home": "主页"}}"#.utf8).write(to: root.appendingPathComponent("zh-Hans/ui.json"))
        #expect(strings.string("nav.home", .simplifiedChinese) == "主页")
        #expect(strings.string("nav.home", .english) == "Home")
        try strings.validate()
    }

    @Test func aBrokenLanguageIsAnsweredInEnglishAndReportedOnce() throws {
        let root = try Self.locales(english: #"{"nav": {"home": "Home"}}"#, chinese: #"{"nav": "#)
        defer { try? FileManager.default.removeItem(at: root) }
        let reports = Mutex<[Language]>([])
        let strings = try Strings(directory: root) { language, _ in reports.withLock { $0.append(language) } }
        #expect(strings.string("nav.home", .simplifiedChinese) == "Home")
        #expect(strings.table(for: .simplifiedChinese)["nav"] != nil)
        #expect(reports.withLock { $0 } == [.simplifiedChinese])
        #expect(throws: (any Error).self) { try strings.validate() }
    }

    @Test func englishIsRequiredAtStart() throws {
        let missing = try Self.locales(english: "[1]", chinese: #"{"a": "b"}"#)
        defer { try? FileManager.default.removeItem(at: missing) }
        #expect(throws: StringsError.self) { try Strings(directory: missing) }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        #expect(throws: StringsError.self) { try Strings(directory: empty) }
    }

    @Test func validationNamesKeysPresentInOneLanguageOnly() throws {
        let root = try Self.locales(
            english: #"{"nav": {"home": "Home", "days": "Days"}}"#, chinese: #"{"nav": {"home": "首页"}}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let strings = try Strings(directory: root)
        #expect(strings.string("nav.days", .simplifiedChinese) == "nav.days")
        do {
            try strings.validate()
            Issue.record("validate() accepted a key missing in zh-Hans")
        } catch let error as StringsError {
            #expect(error.message.contains("nav.days"))
        }
    }
}
