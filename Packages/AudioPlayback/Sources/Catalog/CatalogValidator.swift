import Foundation

/// The rules every catalog entry and every catalog obey, shared by the JSON loader and ``SoundCatalog/init(kind:entries:file:)``.
struct CatalogValidator {
    let kind: CatalogKind

    static let maximumNameLength = 60
    static let maximumDescriptionLength = 300
    static let maximumIDLength = 64

    /// Whether `id` is lower-case letters, digits and single hyphens, not starting or ending with one.
    static func isValidID(_ id: String) -> Bool {
        guard (1...maximumIDLength).contains(id.utf8.count), !id.hasPrefix("-"), !id.hasSuffix("-"),
            !id.contains("--")
        else { return false }
        return id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// Every problem of `entries`; `positions` gives each entry's index in the file (default: its index here).
    func issues(in entries: [SoundEntry], positions: [Int]? = nil) -> [CatalogIssue] {
        let positions = positions ?? Array(entries.indices)
        var issues: [CatalogIssue] = []
        var firstIndex: [String: Int] = [:]
        for (entry, index) in zip(entries, positions) {
            issues += self.issues(in: entry, index: index)
            if let first = firstIndex[entry.id] {
                issues.append(
                    CatalogIssue(entry: entry.id, index: index, field: "id", reason: .duplicateID(firstIndex: first)))
            } else {
                firstIndex[entry.id] = index
            }
        }
        let defaults = zip(entries, positions).filter { $0.0.isDefault }
        if defaults.count > 1 {
            let (entry, index) = defaults[1]
            issues.append(
                CatalogIssue(
                    entry: entry.id, index: index, field: "isDefault",
                    reason: .multipleDefaults(ids: defaults.map(\.0.id))))
        }
        return CatalogIssue.inFileOrder(issues)
    }

    /// The problems of one entry on its own.
    func issues(in entry: SoundEntry, index: Int) -> [CatalogIssue] {
        var issues: [CatalogIssue] = []
        let id = entry.id
        func add(_ field: String?, _ reason: CatalogIssue.Reason) {
            issues.append(
                CatalogIssue(entry: Self.isValidID(id) ? id : nil, index: index, field: field, reason: reason))
        }
        if !Self.isValidID(id) { add("id", .invalidID) }
        for (field, text, limit, required) in [
            ("name.en", entry.name.english, Self.maximumNameLength, true),
            ("name.zh-Hans", entry.name.simplifiedChinese, Self.maximumNameLength, true),
            ("description.en", entry.description.english, Self.maximumDescriptionLength, false),
            ("description.zh-Hans", entry.description.simplifiedChinese, Self.maximumDescriptionLength, false),
        ] {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if required, trimmed.isEmpty { add(field, .empty) }
            if text.count > limit { add(field, .tooLong(maximum: limit)) }
        }
        if !kind.categories.contains(entry.category) { add("category", .categoryNotInCatalog(entry.category)) }
        switch entry.source {
        case .generator(let spec):
            if spec.kind.catalogKind != kind { add("generator", .generatorNotInCatalog(spec.kind)) }
            for name in spec.parameters.keys.sorted() {
                let value = spec.parameters[name]!
                if let parameter = spec.kind.parameter(named: name) {
                    if !value.isFinite || !parameter.range.contains(value) {
                        add("parameters.\(name)", .parameterOutOfRange(value: value, range: parameter.range))
                    }
                } else {
                    add("parameters.\(name)", .unknownParameter(known: spec.kind.parameters.map(\.name)))
                }
            }
        case .file(let path):
            if !Self.isValidPath(path) { add("file", .invalidPath) }
        }
        return issues
    }

    /// Whether `path` is relative, non-empty and stays inside its folder.
    static func isValidPath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~"), !path.contains("\\"), !path.contains("\0")
        else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }
}
