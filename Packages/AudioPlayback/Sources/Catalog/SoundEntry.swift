import Foundation
import HearthBasics

/// One sound of a catalog: its id, names and description in English and Chinese, category, source, and whether it is
/// the catalog's default.
///
/// Encodes to the catalog file's JSON shape: `id`, `name`, `category`, `description`, `generator` + `parameters` or
/// `file`, `isDefault`.
public struct SoundEntry: Hashable, Sendable, Identifiable, Encodable {
    /// Lower-case letters, digits and single hyphens, 1-64 characters, for example `rain-heavy`.
    public var id: String
    /// The name shown on the sound's tile.
    public var name: LocalizedText
    /// The group it is shown in.
    public var category: SoundCategory
    /// A short description.
    public var description: LocalizedText
    /// Generator or file.
    public var source: SoundSource
    /// Whether this is the sound chosen when nothing else is.
    public var isDefault: Bool

    /// Creates an entry (not validated; a catalog validates its entries).
    ///
    /// - Parameters:
    ///   - id: The sound's id.
    ///   - name: Its name.
    ///   - category: Its group.
    ///   - description: A short description.
    ///   - source: Generator or file.
    ///   - isDefault: Whether it is the default.
    public init(
        id: String, name: LocalizedText, category: SoundCategory, description: LocalizedText, source: SoundSource,
        isDefault: Bool = false
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.description = description
        self.source = source
        self.isDefault = isDefault
    }

    /// The start of every uploaded sound's id (`custom-1a2b3c4d`); catalog files may not use it, so an upload never
    /// takes a shipped sound's id.
    public static let uploadIDPrefix = "custom-"

    /// An uploaded sound: category ``SoundCategory/custom``, played from `file`.
    ///
    /// - Parameters:
    ///   - id: A new id (see ``id``).
    ///   - name: The name the user gave (used for both languages when only one is known).
    ///   - file: The stored file's path relative to the data folder.
    ///   - description: Optional description.
    /// - Returns: The entry, to add with ``SoundCatalog/adding(_:)``.
    public static func custom(
        id: String, name: LocalizedText, file: String,
        description: LocalizedText = LocalizedText(english: "", simplifiedChinese: "")
    ) -> SoundEntry {
        SoundEntry(id: id, name: name, category: .custom, description: description, source: .file(file))
    }

    /// The generator, when the sound is synthesized.
    public var generator: GeneratorSpec? {
        if case .generator(let spec) = source { spec } else { nil }
    }

    /// The file path, when the sound is a file.
    public var file: String? {
        if case .file(let path) = source { path } else { nil }
    }

    /// The seed used for this entry's loop: a stable hash (FNV-1a, 64-bit) of its id, so a sound is the same on
    /// every machine and every start.
    public var seed: UInt64 { FNV1a.hash(id) }

    /// Renders the entry's loop with its own seed, or nil for a file-backed sound.
    ///
    /// - Parameter options: Options; their `seed` is replaced by ``seed``.
    /// - Returns: The seamless loop.
    public func renderLoop(options: RenderOptions = RenderOptions()) -> AudioLoop? {
        guard let generator else { return nil }
        var seeded = options
        seeded.seed = seed
        return generator.renderLoop(options: seeded)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, category, description, generator, parameters, file, isDefault
    }

    /// Encodes in the catalog file's shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(category, forKey: .category)
        try container.encode(description, forKey: .description)
        switch source {
        case .generator(let spec):
            try container.encode(spec.kind, forKey: .generator)
            if !spec.parameters.isEmpty { try container.encode(spec.parameters, forKey: .parameters) }
        case .file(let path):
            try container.encode(path, forKey: .file)
        }
        try container.encode(isDefault, forKey: .isDefault)
    }
}
