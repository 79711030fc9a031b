import Foundation

/// A validated list of sounds: the ambient catalog (`web/sounds.json`) or the alarm tones (`web/alarm-sounds.json`).
///
/// ```swift
/// let catalog = try SoundCatalog.load(contentsOf: webFolder.appendingPathComponent("sounds.json"), kind: .ambient)
/// let rain = catalog.entry(id: "rain-heavy")
/// ```
public struct SoundCatalog: Hashable, Sendable, Encodable {
    /// The current file format version.
    public static let formatVersion = 1

    /// Ambient or alarm.
    public let kind: CatalogKind
    /// The sounds, in catalog order.
    public private(set) var entries: [SoundEntry]

    /// Creates a catalog, validating every entry and the catalog as a whole (no file checks).
    ///
    /// - Parameters:
    ///   - kind: Ambient or alarm.
    ///   - entries: The sounds.
    ///   - file: The name used in errors.
    /// - Throws: ``CatalogError`` listing every problem.
    public init(kind: CatalogKind, entries: [SoundEntry], file: String = "catalog") throws(CatalogError) {
        let issues = CatalogValidator(kind: kind).issues(in: entries)
        guard issues.isEmpty else { throw CatalogError(file: file, issues: issues) }
        self.kind = kind
        self.entries = entries
    }

    /// The entry with `id`, if any.
    public func entry(id: String) -> SoundEntry? {
        entries.first { $0.id == id }
    }

    /// The entry marked `isDefault`, else the first one.
    public var defaultEntry: SoundEntry? {
        entries.first(where: \.isDefault) ?? entries.first
    }

    /// The entries of one category, in catalog order.
    public func entries(in category: SoundCategory) -> [SoundEntry] {
        entries.filter { $0.category == category }
    }

    /// The catalog with one more entry (an uploaded sound), validated like the rest.
    ///
    /// - Parameter entry: The new entry; its id must be new.
    /// - Returns: The longer catalog.
    /// - Throws: ``CatalogError`` (for example a duplicate id, or a second default).
    public func adding(_ entry: SoundEntry) throws(CatalogError) -> SoundCatalog {
        try SoundCatalog(kind: kind, entries: entries + [entry], file: "catalog")
    }

    /// Checks that no entry of this catalog has the id of an entry of `other` (the ambient and alarm catalogs share
    /// one namespace: both are served as `/sounds/{id}.wav`).
    ///
    /// - Parameters:
    ///   - other: The other catalog.
    ///   - otherFile: The other catalog's file, for the message.
    ///   - file: This catalog's file, for the error.
    /// - Throws: ``CatalogError`` naming every entry of this catalog whose id `other` has too.
    public func requireDistinctIDs(from other: SoundCatalog, otherFile: String, file: String) throws(CatalogError) {
        let taken = Set(other.entries.map(\.id))
        let issues = entries.enumerated().filter { taken.contains($0.element.id) }.map {
            CatalogIssue(
                entry: $0.element.id, index: $0.offset, field: "id", reason: .idInOtherCatalog(file: otherFile))
        }
        guard issues.isEmpty else { throw CatalogError(file: file, issues: issues) }
    }

    /// The catalog without the entry `id` (unchanged when there is none).
    public func removing(id: String) -> SoundCatalog {
        var copy = self
        copy.entries.removeAll { $0.id == id }
        return copy
    }

    private enum CodingKeys: String, CodingKey { case version, sounds }

    /// Encodes in the catalog file's shape: `{"version": 1, "sounds": […]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(SoundCatalog.formatVersion, forKey: .version)
        try container.encode(entries, forKey: .sounds)
    }
}
