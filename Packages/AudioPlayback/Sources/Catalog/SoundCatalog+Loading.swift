import Foundation
import HearthBasics

extension SoundCatalog {
    /// Loads and validates a catalog file, including every file-backed entry's audio file (relative to the
    /// catalog's folder).
    ///
    /// - Parameters:
    ///   - url: The catalog file, for example `web/sounds.json`.
    ///   - kind: Which catalog it must be.
    ///   - displayName: The name errors use for the file; default: the path as given.
    /// - Returns: The catalog.
    /// - Throws: ``CatalogError`` naming the file, each entry and field, and why.
    public static func load(contentsOf url: URL, kind: CatalogKind, displayName: String? = nil) throws(CatalogError)
        -> SoundCatalog
    {
        let name = displayName ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let detail = FileManager.default.fileExists(atPath: url.path) ? "permission or I/O error" : "no such file"
            throw CatalogError(
                file: name, issues: [CatalogIssue(entry: nil, index: nil, field: nil, reason: .unreadable(detail))])
        }
        return try decode(data, file: name, kind: kind, baseDirectory: url.deletingLastPathComponent())
    }

    /// Decodes and validates catalog JSON.
    ///
    /// The format: `{"version": 1, "sounds": [entry, …]}`; an entry has `id`, `name` and `description`
    /// (`{"en", "zh-Hans"}`), `category`, either `generator` (with optional `parameters`) or `file`, and optional
    /// `isDefault` (default false). Unknown keys are errors.
    ///
    /// - Parameters:
    ///   - data: The JSON.
    ///   - file: The name errors use.
    ///   - kind: Which catalog it must be.
    ///   - baseDirectory: The folder file paths are relative to; nil skips the file checks.
    /// - Returns: The catalog.
    /// - Throws: ``CatalogError`` with every problem found.
    public static func decode(_ data: Data, file: String, kind: CatalogKind, baseDirectory: URL?) throws(CatalogError)
        -> SoundCatalog
    {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw CatalogError(
                file: file,
                issues: [CatalogIssue(entry: nil, index: nil, field: nil, reason: .invalidJSON(describe(error)))])
        }
        var parser = CatalogParser(kind: kind, baseDirectory: baseDirectory)
        let entries = parser.parse(root)
        if !parser.issues.isEmpty {
            throw CatalogError(file: file, issues: CatalogIssue.inFileOrder(parser.issues))
        }
        return try SoundCatalog(kind: kind, entries: entries, file: file)
    }

    private static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
        }
        return String(describing: error)
    }
}

/// Walks catalog JSON, collecting entries and every problem.
struct CatalogParser {
    let kind: CatalogKind
    let baseDirectory: URL?
    private(set) var issues: [CatalogIssue] = []

    init(kind: CatalogKind, baseDirectory: URL?) {
        self.kind = kind
        self.baseDirectory = baseDirectory
    }

    private mutating func add(_ entry: String?, _ index: Int?, _ field: String?, _ reason: CatalogIssue.Reason) {
        issues.append(CatalogIssue(entry: entry, index: index, field: field, reason: reason))
    }

    mutating func parse(_ root: JSONValue) -> [SoundEntry] {
        guard case .object(let object) = root else {
            add(nil, nil, nil, .wrongType(expected: "an object with \"version\" and \"sounds\""))
            return []
        }
        for key in object.keys.sorted() where !["version", "sounds"].contains(key) { add(nil, nil, key, .unknownKey) }
        switch object["version"] {
        case nil: add(nil, nil, "version", .missingKey)
        case .number(let version)?:
            if let whole = Int(exactly: version) {
                if whole != SoundCatalog.formatVersion { add(nil, nil, "version", .unsupportedVersion(whole)) }
            } else {
                add(nil, nil, "version", .wrongType(expected: "a whole number"))
            }
        case let other?: add(nil, nil, "version", .wrongType(expected: "a number, not \(other.typeName)"))
        }
        guard let sounds = object["sounds"] else {
            add(nil, nil, "sounds", .missingKey)
            return []
        }
        guard case .array(let items) = sounds else {
            add(nil, nil, "sounds", .wrongType(expected: "an array, not \(sounds.typeName)"))
            return []
        }
        if items.isEmpty { add(nil, nil, "sounds", .empty) }
        var entries: [SoundEntry] = []
        var positions: [Int] = []
        for (index, item) in items.enumerated() {
            if let entry = parseEntry(item, index: index) {
                entries.append(entry)
                positions.append(index)
            }
        }
        issues += CatalogValidator(kind: kind).issues(in: entries, positions: positions)
        for (entry, index) in zip(entries, positions) { checkFile(entry, index: index) }
        return entries
    }

    private static let entryKeys: Set = [
        "id", "name", "category", "description", "generator", "parameters", "file", "isDefault",
    ]

    private mutating func parseEntry(_ item: JSONValue, index: Int) -> SoundEntry? {
        guard case .object(let object) = item else {
            add(nil, index, nil, .wrongType(expected: "an object, not \(item.typeName)"))
            return nil
        }
        var id: String?
        if case .string(let value)? = object["id"] { id = value }
        let label = id.flatMap { CatalogValidator.isValidID($0) ? $0 : nil }
        for key in object.keys.sorted() where !Self.entryKeys.contains(key) { add(label, index, key, .unknownKey) }
        if id == nil { add(label, index, "id", object["id"] == nil ? .missingKey : .wrongType(expected: "a string")) }
        if let id, id.hasPrefix(SoundEntry.uploadIDPrefix) {
            add(label, index, "id", .reservedID(prefix: SoundEntry.uploadIDPrefix))
        }
        let name = parseText(object["name"], field: "name", entry: label, index: index)
        let description = parseText(object["description"], field: "description", entry: label, index: index)
        var category: SoundCategory?
        switch object["category"] {
        case nil: add(label, index, "category", .missingKey)
        case .string(let value)?:
            category = SoundCategory(rawValue: value)
            if category == nil { add(label, index, "category", .unknownCategory(value)) }
        case let other?: add(label, index, "category", .wrongType(expected: "a string, not \(other.typeName)"))
        }
        var isDefault = false
        switch object["isDefault"] {
        case nil: break
        case .bool(let value)?: isDefault = value
        case let other?: add(label, index, "isDefault", .wrongType(expected: "a boolean, not \(other.typeName)"))
        }
        let source = parseSource(object, entry: label, index: index)
        // Built even when some fields had problems (bad parameters are left out), so the catalog-wide rules can
        // still report everything else about it.
        guard let id, let name, let description, let category, let source else { return nil }
        return SoundEntry(
            id: id, name: name, category: category, description: description, source: source, isDefault: isDefault)
    }

    private mutating func parseText(_ value: JSONValue?, field: String, entry: String?, index: Int) -> LocalizedText? {
        guard let value else {
            add(entry, index, field, .missingKey)
            return nil
        }
        guard case .object(let object) = value else {
            add(
                entry, index, field,
                .wrongType(expected: "an object with \"en\" and \"zh-Hans\", not \(value.typeName)"))
            return nil
        }
        for key in object.keys.sorted() where key != "en" && key != "zh-Hans" {
            add(entry, index, "\(field).\(key)", .unknownKey)
        }
        var texts: [String] = []
        for key in ["en", "zh-Hans"] {
            switch object[key] {
            case nil: add(entry, index, "\(field).\(key)", .missingKey)
            case .string(let text)?: texts.append(text)
            case let other?:
                add(entry, index, "\(field).\(key)", .wrongType(expected: "a string, not \(other.typeName)"))
            }
        }
        return texts.count == 2 ? LocalizedText(english: texts[0], simplifiedChinese: texts[1]) : nil
    }

    private mutating func parseSource(_ object: [String: JSONValue], entry: String?, index: Int) -> SoundSource? {
        let generatorValue = object["generator"]
        let fileValue = object["file"]
        if generatorValue != nil, fileValue != nil {
            add(entry, index, nil, .generatorAndFile)
            return nil
        }
        if let fileValue {
            if object["parameters"] != nil { add(entry, index, "parameters", .parametersWithoutGenerator) }
            guard case .string(let path) = fileValue else {
                add(entry, index, "file", .wrongType(expected: "a string, not \(fileValue.typeName)"))
                return nil
            }
            return .file(path)
        }
        guard let generatorValue else {
            add(entry, index, nil, .noSource)
            return nil
        }
        guard case .string(let name) = generatorValue else {
            add(entry, index, "generator", .wrongType(expected: "a string, not \(generatorValue.typeName)"))
            return nil
        }
        guard let generator = GeneratorKind(rawValue: name) else {
            add(entry, index, "generator", .unknownGenerator(name))
            return nil
        }
        var parameters: [String: Double] = [:]
        switch object["parameters"] {
        case nil: break
        case .object(let values)?:
            for key in values.keys.sorted() {
                let field = "parameters.\(key)"
                guard case .number(let value) = values[key]! else {
                    add(entry, index, field, .wrongType(expected: "a number, not \(values[key]!.typeName)"))
                    continue
                }
                guard let parameter = generator.parameter(named: key) else {
                    add(entry, index, field, .unknownParameter(known: generator.parameters.map(\.name)))
                    continue
                }
                if !parameter.range.contains(value) {
                    add(entry, index, field, .parameterOutOfRange(value: value, range: parameter.range))
                    continue
                }
                parameters[key] = value
            }
        case let other?:
            add(entry, index, "parameters", .wrongType(expected: "an object of numbers, not \(other.typeName)"))
        }
        guard let spec = try? GeneratorSpec(generator, parameters: parameters) else { return nil }
        return .generator(spec)
    }

    private mutating func checkFile(_ entry: SoundEntry, index: Int) {
        guard let baseDirectory, let path = entry.file, CatalogValidator.isValidPath(path) else { return }
        let url = baseDirectory.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url) else {
            add(entry.id, index, "file", .missingFile(path: path))
            return
        }
        do {
            _ = try AudioFileInfo(inspecting: data)
        } catch {
            add(entry.id, index, "file", .badAudioFile(error))
        }
    }
}
