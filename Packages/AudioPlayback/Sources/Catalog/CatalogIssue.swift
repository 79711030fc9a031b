/// One problem in a catalog: which entry, which field, and why.
public struct CatalogIssue: Hashable, Sendable, CustomStringConvertible {
    /// Why a catalog was refused.
    public enum Reason: Hashable, Sendable {
        /// The file could not be read (missing, unreadable).
        case unreadable(String)
        /// The file is not valid JSON.
        case invalidJSON(String)
        /// A value has the wrong JSON type; the associated value names the expected one ("a string").
        case wrongType(expected: String)
        /// A required key is absent.
        case missingKey
        /// A key the format does not have.
        case unknownKey
        /// The file's `version` is not one this library reads.
        case unsupportedVersion(Int)
        /// A text is empty, or the catalog has no sounds.
        case empty
        /// A text is longer than allowed.
        case tooLong(maximum: Int)
        /// An id that is not lower-case letters, digits and single hyphens (1-64 characters).
        case invalidID
        /// A catalog file's id that starts with the prefix kept for uploaded sounds (``SoundEntry/uploadIDPrefix``).
        case reservedID(prefix: String)
        /// The id is also an id of the other catalog (the file named): both are served as `/sounds/{id}.wav`.
        case idInOtherCatalog(file: String)
        /// The id is already used by the entry at this 0-based position.
        case duplicateID(firstIndex: Int)
        /// A category this library does not know.
        case unknownCategory(String)
        /// A known category that does not belong in this catalog (a classic alarm tone among ambient sounds).
        case categoryNotInCatalog(SoundCategory)
        /// A generator this library does not know.
        case unknownGenerator(String)
        /// A known generator of the other catalog (an alarm tone in the ambient catalog).
        case generatorNotInCatalog(GeneratorKind)
        /// Both `generator` and `file` are given.
        case generatorAndFile
        /// Neither `generator` nor `file` is given.
        case noSource
        /// `parameters` without a `generator`.
        case parametersWithoutGenerator
        /// The generator has no such parameter; the associated value lists the ones it has.
        case unknownParameter(known: [String])
        /// A parameter's value is outside its range.
        case parameterOutOfRange(value: Double, range: ClosedRange<Double>)
        /// A file path that is absolute, empty, or climbs out of the folder with `..`.
        case invalidPath
        /// The file does not exist.
        case missingFile(path: String)
        /// The file exists but is not a playable audio file.
        case badAudioFile(AudioFileError)
        /// More than one entry has `isDefault: true`; the associated value lists them.
        case multipleDefaults(ids: [String])
    }

    /// The entry's id when known, else nil (for file-level problems, or an entry whose id is unusable).
    public let entry: String?
    /// The entry's 0-based position in `sounds`, or nil for file-level problems.
    public let index: Int?
    /// The JSON field, for example `parameters.intensity` or `name.zh-Hans`; nil for the entry or file as a whole.
    public let field: String?
    /// Why.
    public let reason: Reason

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - entry: The entry's id, if known.
    ///   - index: The entry's position, if any.
    ///   - field: The field, if any.
    ///   - reason: Why.
    public init(entry: String?, index: Int?, field: String?, reason: Reason) {
        self.entry = entry
        self.index = index
        self.field = field
        self.reason = reason
    }

    private static let fieldOrder = [
        "version", "sounds", "id", "name", "category", "description", "generator",
        "parameters", "file", "isDefault",
    ]

    /// `issues` sorted by entry position (file-level first), then by field in the format's order.
    static func inFileOrder(_ issues: [CatalogIssue]) -> [CatalogIssue] {
        func rank(_ issue: CatalogIssue) -> Int {
            let key = issue.field.map { String($0.prefix { $0 != "." }) }
            return key.flatMap { fieldOrder.firstIndex(of: $0) } ?? fieldOrder.count
        }
        return issues.enumerated().sorted { a, b in
            let (left, right) = (a.element.index ?? -1, b.element.index ?? -1)
            if left != right { return left < right }
            let (first, second) = (rank(a.element), rank(b.element))
            return first != second ? first < second : a.offset < b.offset
        }.map(\.element)
    }

    /// An English sentence: `entry "rain" (#3), field "parameters.intensity": 1.5 is outside 0…1`.
    public var description: String {
        var location: [String] = []
        if let index {
            location.append(entry.map { "entry \"\($0)\" (#\(index + 1))" } ?? "entry #\(index + 1)")
        }
        if let field { location.append("field \"\(field)\"") }
        return (location.isEmpty ? "" : location.joined(separator: ", ") + ": ") + message
    }

    /// The reason as an English phrase.
    public var message: String {
        switch reason {
        case .unreadable(let detail): "cannot be read (\(detail))"
        case .invalidJSON(let detail): "is not valid JSON (\(detail))"
        case .wrongType(let expected): "must be \(expected)"
        case .missingKey: "is required"
        case .unknownKey: "is not a known key"
        case .unsupportedVersion(let version):
            "version \(version) is not supported (this library reads version \(SoundCatalog.formatVersion))"
        case .empty: "must not be empty"
        case .tooLong(let maximum): "is longer than \(maximum) characters"
        case .invalidID: "must be lower-case letters, digits and single hyphens, 1-64 characters"
        case .reservedID(let prefix): "must not start with \"\(prefix)\" (kept for uploaded sounds)"
        case .idInOtherCatalog(let file): "is also an id in \(file) (ids name one sound across both catalogs)"
        case .duplicateID(let first): "repeats the id of entry #\(first + 1)"
        case .unknownCategory(let name):
            "\"\(name)\" is not a category (\(SoundCategory.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .categoryNotInCatalog(let category): "\"\(category.rawValue)\" is not a category of this catalog"
        case .unknownGenerator(let name): "\"\(name)\" is not a generator"
        case .generatorNotInCatalog(let kind):
            "\"\(kind.rawValue)\" belongs in the \(kind.catalogKind.rawValue) catalog"
        case .generatorAndFile: "has both a generator and a file; give one"
        case .noSource: "needs a generator or a file"
        case .parametersWithoutGenerator: "parameters need a generator"
        case .unknownParameter(let known):
            known.isEmpty
                ? "is not a parameter (this generator takes none)"
                : "is not a parameter (known: \(known.joined(separator: ", ")))"
        case .parameterOutOfRange(let value, let range):
            "\(value.formatted) is outside \(range.lowerBound.formatted)…\(range.upperBound.formatted)"
        case .invalidPath: "must be a relative path inside the folder (no leading /, no ..)"
        case .missingFile(let path): "file \"\(path)\" does not exist"
        case .badAudioFile(let error): "is not a playable audio file: \(error)"
        case .multipleDefaults(let ids): "more than one default: \(ids.joined(separator: ", "))"
        }
    }
}
