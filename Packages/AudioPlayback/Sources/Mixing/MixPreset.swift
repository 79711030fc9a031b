import Foundation

/// A named, saved mix; JSON `{"id": "…", "name": "Rainy cabin", "mix": […], "volume": 70}`.
public struct MixPreset: Hashable, Sendable, Codable, Identifiable {
    /// The longest name, in characters.
    public static let maximumNameLength = 60

    /// Its identity.
    public var id: UUID
    /// The name shown in the list (1-60 characters after trimming).
    public var name: String
    /// The sounds and volumes.
    public var mix: Mix

    /// Creates a preset.
    ///
    /// - Parameters:
    ///   - id: Its id (default: a new one).
    ///   - name: Its name.
    ///   - mix: The mix it restores.
    public init(id: UUID = UUID(), name: String, mix: Mix) {
        self.id = id
        self.name = name
        self.mix = mix
    }

    /// Every problem with the name and the mix.
    ///
    /// - Parameter catalog: The ambient catalog to check sound ids against, or nil.
    /// - Returns: Issues naming `name` or `mix[i].sound`.
    public func validationIssues(against catalog: SoundCatalog?) -> [MixIssue] {
        var issues: [MixIssue] = []
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { issues.append(MixIssue(field: "name", reason: .empty)) }
        if trimmed.count > MixPreset.maximumNameLength {
            issues.append(MixIssue(field: "name", reason: .tooLong(maximum: MixPreset.maximumNameLength)))
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" }) {
            issues.append(MixIssue(field: "name", reason: .controlCharacter))
        }
        if mix.tracks.isEmpty { issues.append(MixIssue(field: "mix", reason: .empty)) }
        return issues + mix.validationIssues(against: catalog)
    }

    /// The preset with its name trimmed, after checking it.
    ///
    /// - Parameter catalog: The catalog to check sound ids against, or nil.
    /// - Returns: The valid preset.
    /// - Throws: ``MixValidationError`` with every problem.
    public func validated(against catalog: SoundCatalog?) throws(MixValidationError) -> MixPreset {
        let issues = validationIssues(against: catalog)
        guard issues.isEmpty else { throw MixValidationError(issues: issues) }
        var copy = self
        copy.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return copy
    }

    private enum CodingKeys: String, CodingKey { case id, name, mix, volume }

    /// Decodes `{"id", "name", "mix", "volume"}` (a missing id gets a new one).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(UUID.self, forKey: .id) ?? UUID()
        name = try container.decode(String.self, forKey: .name)
        mix = try Mix(from: decoder)
    }

    /// Encodes `{"id", "name", "mix", "volume"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try mix.encode(to: encoder)
    }
}
