import Appearance
import Foundation
import HTTPServer
import Logging

/// The settings feature's one write path: the settings, kept in memory for every request and written through to
/// SQLite. A change is logged with its old and new values and announced on `/events` (`appearance`).
final class SettingsService: Sendable {
    private let database: AppDatabase
    private let publish: @Sendable (EventKind, AppearancePayload) -> Void
    private let logger: Logger
    private let current: Locked<HearthSettings>
    /// Serialises writers so the cache and the database change in the same order.
    private let writeLock = AsyncLock()
    /// Moves after every change (every page depends on the settings).
    let version = DataVersion()

    /// Loads the stored settings; a stored value that is no longer valid falls back to its default with a warning.
    /// - Parameter publish: Announces an event to every open page.
    static func load(
        database: AppDatabase, logger: Logger, publish: @escaping @Sendable (EventKind, AppearancePayload) -> Void
    ) async throws -> SettingsService {
        let stored = try await database.loadSettings()
        return SettingsService(database: database, stored: stored, logger: logger, publish: publish)
    }

    private init(
        database: AppDatabase, stored: [String: String], logger: Logger,
        publish: @escaping @Sendable (EventKind, AppearancePayload) -> Void
    ) {
        self.database = database
        self.publish = publish
        self.logger = logger
        var settings = HearthSettings()
        let values = stored.compactMap { key, json -> (name: String, value: String)? in
            guard let value = try? JSONDecoder().decode(String.self, from: Data(json.utf8)) else {
                logger.warning("Ignoring unreadable stored setting", metadata: ["key": "\(key)"])
                return nil
            }
            return (key, value)
        }
        for value in values {
            do {
                settings = try SettingsChange.parse([value], allowUnknown: true).applied(to: settings)
            } catch {
                logger.warning(
                    "Ignoring invalid stored setting", metadata: ["key": "\(value.name)", "value": "\(value.value)"])
            }
        }
        current = Locked(settings)
    }

    /// The settings now.
    var settings: HearthSettings { current.withLock { $0 } }

    /// Stores a change durably, then publishes it.
    /// - Returns: the settings after the change.
    @discardableResult
    func apply(_ change: SettingsChange) async throws -> HearthSettings {
        try await writeLock.run {
            let old = settings
            let new = change.applied(to: old)
            guard new != old else { return new }
            var rows: [String: String] = [:]
            let encoder = JSONEncoder()
            func row(_ key: String, _ value: String) throws {
                rows[key] = String(decoding: try encoder.encode(value), as: UTF8.self)
            }
            try row("theme", new.appearance.theme.rawValue)
            try row("contrast", new.appearance.contrast.rawValue)
            try row("language", new.language.rawValue)
            try await database.saveSettings(rows)
            current.withLock { $0 = new }
            version.bump()
            if new.appearance != old.appearance {
                logger.notice(
                    "Appearance changed",
                    metadata: [
                        "old": "\(old.appearance.theme.rawValue)/\(old.appearance.contrast.rawValue)",
                        "new": "\(new.appearance.theme.rawValue)/\(new.appearance.contrast.rawValue)",
                    ])
                publish(.appearance, AppearancePayload(theme: new.appearance.theme, contrast: new.appearance.contrast))
            }
            if new.language != old.language {
                logger.notice(
                    "Language changed",
                    metadata: ["old": "\(old.language.rawValue)", "new": "\(new.language.rawValue)"])
            }
            return new
        }
    }
}

/// The `appearance` event's data and the JSON answer to a theme switch.
struct AppearancePayload: Codable, Equatable, Sendable {
    var theme: ThemePreference
    var contrast: ContrastPreference
}
