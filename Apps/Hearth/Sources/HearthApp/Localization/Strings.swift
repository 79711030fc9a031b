import Foundation

/// Every user-visible string, per language: the merge of the JSON files in
/// `web/locales/<language>/` (nested objects, keys joined with dots for lookups).
public struct Strings: @unchecked Sendable {
    // @unchecked: the dictionaries hold only JSON values (String, NSNumber, arrays,
    // dictionaries) and are never mutated after loading.
    private let tables: [Language: [String: Any]]

    /// Loads every language's files from `directory` (`web/locales`).
    /// - Throws: `StringsError` for unreadable JSON or a key present in one language only.
    public init(directory: URL) throws {
        var tables: [Language: [String: Any]] = [:]
        for language in Language.allCases {
            let folder = directory.appendingPathComponent(language.rawValue, isDirectory: true)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            var merged: [String: Any] = [:]
            for file in files.sorted() where file.hasSuffix(".json") {
                let url = folder.appendingPathComponent(file)
                let data = try Data(contentsOf: url)
                guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    throw StringsError(message: "\(url.path) is not a JSON object")
                }
                merged = Self.deepMerge(merged, object)
            }
            tables[language] = merged
        }
        self.tables = tables
        let english = Set(Self.keyPaths(tables[.english] ?? [:]))
        for language in Language.allCases where language != .english {
            let keys = Set(Self.keyPaths(tables[language] ?? [:]))
            let missing = english.symmetricDifference(keys)
            if !missing.isEmpty {
                throw StringsError(
                    message:
                        "locales differ between en and \(language.rawValue): \(missing.sorted().prefix(10).joined(separator: ", "))"
                )
            }
        }
    }

    /// The whole table for templates (`{{t.nav.home}}`).
    func table(for language: Language) -> [String: Any] { tables[language] ?? [:] }

    /// One string by dotted key, with `{name}` placeholders filled; the key itself when missing.
    func string(_ key: String, _ language: Language, _ arguments: [String: String] = [:]) -> String {
        var node: Any? = tables[language]
        for part in key.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
        guard var text = node as? String else { return key }
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// `overlay` merged into `base`, nested objects merged key by key.
    static func deepMerge(_ base: [String: Any], _ overlay: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in overlay {
            if let nested = value as? [String: Any], let existing = result[key] as? [String: Any] {
                result[key] = deepMerge(existing, nested)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// Every dotted key path to a leaf.
    static func keyPaths(_ table: [String: Any], prefix: String = "") -> [String] {
        table.flatMap { key, value -> [String] in
            let path = prefix.isEmpty ? key : prefix + "." + key
            if let nested = value as? [String: Any] { return keyPaths(nested, prefix: path) }
            return [path]
        }
    }
}

/// The locale files could not be used.
public struct StringsError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
