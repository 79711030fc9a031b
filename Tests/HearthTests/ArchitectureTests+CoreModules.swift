import Foundation
import Testing

/// The module rule of docs/architecture.md: core modules import Foundation and other Foundation-only core modules,
/// and a shared value type is declared once, in HearthBasics.
extension ArchitectureTests {
    /// The core modules, Foundation only; HearthBasics is the one that imports no other.
    static let coreModules = [
        "HearthBasics", "Appearance", "ICalendar", "DaysCore", "AlarmKitCore", "Battery", "DisplayCore",
        "AudioPlayback", "WeatherCore",
    ]

    /// A type declaration: attributes and modifiers, then the kind and the name.
    static let typeDeclaration = try! NSRegularExpression(
        pattern:
            #"^([ \t]*)(?:@\w+(?:\([^)\n]*\))?\s+)*"#
            + #"(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"#
            + #"(?:struct|enum|class|actor|protocol)\s+([A-Z]\w*)"#,
        options: [.anchorsMatchLines])

    /// The names of the types declared in `text`: at the top level only, or nested too.
    static func declaredTypes(in text: String, nested: Bool) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return typeDeclaration.matches(in: text, range: range).compactMap { match in
            guard nested || match.range(at: 1).length == 0, let name = Range(match.range(at: 2), in: text) else {
                return nil
            }
            return String(text[name])
        }
    }

    /// The modules whose sources declare each top-level type: the core modules and the app.
    static func topLevelTypesByModule() throws -> [String: Set<String>] {
        var modules: [String: Set<String>] = [:]
        let folders = coreModules.map { ($0, "Packages/\($0)/Sources") } + [("HearthApp", "Apps/Hearth/Sources")]
        for (module, folder) in folders {
            for (_, text) in try files(under: folder, endingWith: ".swift") {
                for name in declaredTypes(in: text, nested: false) { modules[name, default: []].insert(module) }
            }
        }
        return modules
    }

    @Test func aTypeNameIsDeclaredInOneModuleOnly() throws {
        let modules = try Self.topLevelTypesByModule()
        #expect(modules.count > 300)
        for (name, declaring) in modules.sorted(by: { $0.key < $1.key }) where declaring.count > 1 {
            Issue.record("\(name) is declared in \(declaring.sorted().joined(separator: " and ")): declare it once")
        }
    }

    @Test func noModuleDeclaresAHearthBasicsTypeAgain() throws {
        let basics = Set(
            try Self.files(under: "Packages/HearthBasics/Sources", endingWith: ".swift")
                .flatMap { Self.declaredTypes(in: $0.text, nested: false) })
        #expect(basics.isSuperset(of: ["LocalDate", "TimeOfDay", "ValidationIssue", "JSONValue", "InstantFormat"]))
        let elsewhere =
            try Self.files(under: "Packages", endingWith: ".swift")
            + Self.files(under: "Apps", endingWith: ".swift") + Self.files(under: "Fuzz", endingWith: ".swift")
        #expect(elsewhere.count > 300)
        for (path, text) in elsewhere where !path.contains("/Packages/HearthBasics/") {
            for name in Self.declaredTypes(in: text, nested: true) where basics.contains(name) {
                Issue.record("\(path) declares \(name) again: use HearthBasics.\(name)")
            }
        }
    }

    @Test func coreModulesImportFoundationAndOtherCoreModulesOnly() throws {
        let importLine = try NSRegularExpression(
            pattern:
                #"^(?:@\w+[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?(\w+)"#,
            options: .anchorsMatchLines)
        for module in Self.coreModules {
            let allowed: Set<String> =
                module == "HearthBasics"
                ? ["Foundation"] : Set(["Foundation", "Synchronization"] + Self.coreModules).subtracting([module])
            for (path, text) in try Self.files(under: "Packages/\(module)/Sources", endingWith: ".swift") {
                for match in importLine.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let imported = String(text[Range(match.range(at: 1), in: text)!])
                    #expect(allowed.contains(imported), "\(path) imports \(imported)")
                }
            }
        }
    }
}
