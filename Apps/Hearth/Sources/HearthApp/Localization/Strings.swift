import Foundation
import HTTPServer

/// Every user-visible string, per language: the merge of the JSON files in
/// `web/locales/<language>/` (nested objects, keys joined with dots for lookups).
///
/// English, the fallback, is read when `Strings` is made (a broken install fails then); every other language on
/// its first use, so a household that reads only one language never parses the others. A language whose files
/// cannot be read then is answered in English and reported through `onLoadFailure`. `validate()` reads every
/// language and checks that each has exactly English's keys (`hearth check` and the tests run it).
public struct Strings: Sendable {
    /// Loaded tables; a class so that copies of `Strings` share what one of them loaded.
    private let store: Store
    private let directory: URL

    /// Reads English from `directory` (`web/locales`); other languages are read on first use.
    /// - Parameter onLoadFailure: Told once per language whose files could not be read on first use.
    /// - Throws: `StringsError` when English's files are missing or not JSON objects.
    public init(directory: URL, onLoadFailure: @escaping @Sendable (Language, StringsError) -> Void = { _, _ in })
        throws
    {
        self.directory = directory
        let english = try Self.load(.english, from: directory)
        store = Store(english: english, onLoadFailure: onLoadFailure)
    }

    /// Reads every language and checks that each has exactly English's keys.
    /// - Throws: `StringsError` for unreadable JSON or a key present in one language only.
    public func validate() throws {
        let english = Set(Self.keyPaths(store.english.value))
        for language in Language.allCases where language != .english {
            let table = try Self.load(language, from: directory)
            store.keep(table, for: language)
            let missing = english.symmetricDifference(Self.keyPaths(table.value))
            if !missing.isEmpty {
                throw StringsError(
                    message:
                        "locales differ between en and \(language.rawValue): \(missing.sorted().prefix(10).joined(separator: ", "))"
                )
            }
        }
    }

    /// The whole table for templates (`{{t.nav.home}}`).
    func table(for language: Language) -> [String: Any] {
        if let table = store.table(for: language) { return table.value }
        do {
            return store.keep(try Self.load(language, from: directory), for: language).value
        } catch {
            // English answers for it from now on (until a restart reads the fixed files).
            store.failed(language, error as? StringsError ?? StringsError(message: "\(error)"))
            return store.keep(store.english, for: language).value
        }
    }

    /// One string by dotted key, with `{name}` placeholders filled; the key itself when missing.
    func string(_ key: String, _ language: Language, _ arguments: [String: String] = [:]) -> String {
        var node: Any? = table(for: language)
        for part in key.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
        guard var text = node as? String else { return key }
        for (name, value) in arguments { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// One language's files, merged.
    private static func load(_ language: Language, from directory: URL) throws -> Table {
        let folder = directory.appendingPathComponent(language.rawValue, isDirectory: true)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var merged: [String: Any] = [:]
        for file in files.sorted() where file.hasSuffix(".json") {
            let url = folder.appendingPathComponent(file)
            let data = try Data(contentsOf: url)
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw StringsError(message: "\(url.path) is not a JSON object")
            }
            merged = deepMerge(merged, object)
        }
        guard !merged.isEmpty else { throw StringsError(message: "\(folder.path) has no strings") }
        return Table(value: merged)
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

/// One language's strings: JSON values only (String, NSNumber, arrays, dictionaries), never mutated once loaded.
private struct Table: @unchecked Sendable {
    let value: [String: Any]
}

/// The tables loaded so far.
private final class Store: Sendable {
    let english: Table
    private let tables: Locked<[Language: Table]>
    private let failures = Locked<Set<Language>>([])
    private let onLoadFailure: @Sendable (Language, StringsError) -> Void

    init(english: Table, onLoadFailure: @escaping @Sendable (Language, StringsError) -> Void) {
        self.english = english
        tables = Locked([.english: english])
        self.onLoadFailure = onLoadFailure
    }

    func table(for language: Language) -> Table? { tables.withLock { $0[language] } }

    /// Keeps `table` unless another thread kept one first; returns the kept one.
    @discardableResult
    func keep(_ table: Table, for language: Language) -> Table {
        tables.withLock { tables in
            if let kept = tables[language] { return kept }
            tables[language] = table
            return table
        }
    }

    /// Reports a language that could not be loaded (once, however many threads found it broken).
    func failed(_ language: Language, _ error: StringsError) {
        if failures.withLock({ $0.insert(language).inserted }) { onLoadFailure(language, error) }
    }
}
