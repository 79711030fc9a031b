import DisplayCore
import Foundation
import HTTPServer
import Logging

/// The display feature's one write path: the display profiles, kept in memory for every request and written
/// through to SQLite. Every change is logged and announced on `/events` (`display-profile`), so each screen on
/// that profile follows within a second. There is always at least one profile (a display always has a look).
final class DisplayService: Sendable {
    private let database: AppDatabase
    private let publish: @Sendable (EventKind, DisplayProfileEvent) -> Void
    private let logger: Logger
    private let profiles: Locked<[DisplayProfile]>
    /// Bumped after every committed change of the profiles (the cached `/display` pages are rendered again).
    let version = DataVersion()
    private let writeLock = AsyncLock()
    /// The clock and the time zone the displays show.
    let now: @Sendable () -> Date
    let timeZone: TimeZone

    /// Loads the stored profiles, creating the first one ("Default") when there is none. A stored style that no
    /// longer passes DisplayCore's rules falls back to the default style with a warning.
    static func load(
        database: AppDatabase, timeZone: TimeZone, logger: Logger, now: @escaping @Sendable () -> Date = { Date() },
        publish: @escaping @Sendable (EventKind, DisplayProfileEvent) -> Void
    ) async throws -> DisplayService {
        var loaded: [DisplayProfile] = []
        for record in try await database.loadDisplayProfiles() {
            do {
                loaded.append(try record.profile())
            } catch {
                logger.warning(
                    "Stored display style is invalid; using the default", metadata: ["profile": "\(record.name)"])
                loaded.append(DisplayProfile(id: record.id, name: record.name))
            }
        }
        if loaded.isEmpty {
            let first = DisplayProfile(name: "Default")
            let at = now()
            try await database.saveDisplayProfile(try DisplayProfileRecord(first, createdAt: at, updatedAt: at))
            loaded = [first]
        }
        return DisplayService(
            database: database, profiles: loaded, timeZone: timeZone, logger: logger, now: now, publish: publish)
    }

    private init(
        database: AppDatabase, profiles: [DisplayProfile], timeZone: TimeZone, logger: Logger,
        now: @escaping @Sendable () -> Date, publish: @escaping @Sendable (EventKind, DisplayProfileEvent) -> Void
    ) {
        self.database = database
        self.profiles = Locked(profiles)
        self.timeZone = timeZone
        self.logger = logger
        self.now = now
        self.publish = publish
    }

    /// Every profile, oldest first.
    var all: [DisplayProfile] { profiles.withLock { $0 } }

    /// The profile shown when none is named (the oldest).
    var defaultProfile: DisplayProfile { profiles.withLock { $0[0] } }

    /// The profile with this id.
    func profile(id: UUID) -> DisplayProfile? { profiles.withLock { $0.first { $0.id == id } } }

    /// The profile a `?profile=` value names: by name key (`Bedroom`, `bedroom`), or by id.
    func profile(named name: String) -> DisplayProfile? {
        let key = DisplayProfile.key(for: name)
        return profiles.withLock { list in
            list.first { $0.key == key && !key.isEmpty }
                ?? UUID(uuidString: name).flatMap { id in list.first { $0.id == id } }
        }
    }

    /// Creates a profile.
    /// - Throws: `DisplayError.invalid` (name or style), `.duplicateName`.
    func create(name: String, style: DisplayStyle = .default) async throws -> DisplayProfile {
        try await writeLock.run {
            let profile = DisplayProfile(name: DisplayProfile.normalizedName(name), style: style)
            try self.check(profile)
            let at = self.now()
            try await self.database.saveDisplayProfile(try DisplayProfileRecord(profile, createdAt: at, updatedAt: at))
            self.profiles.withLock { $0.append(profile) }
            self.version.bump()
            self.logger.notice("Display profile created", metadata: ["profile": "\(profile.name)"])
            self.publish(
                .displayProfile, DisplayProfileEvent(id: profile.id.lowercased, name: profile.name, deleted: false))
            return profile
        }
    }

    /// Replaces a profile's name and style.
    /// - Throws: `DisplayError.notFound`, `.invalid`, `.duplicateName`.
    func update(id: UUID, name: String, style: DisplayStyle) async throws -> DisplayProfile {
        try await writeLock.run {
            guard let old = self.profile(id: id) else { throw DisplayError.notFound }
            let profile = DisplayProfile(id: id, name: DisplayProfile.normalizedName(name), style: style)
            guard profile != old else { return old }
            try self.check(profile)
            let created = try await self.createdAt(id) ?? self.now()
            try await self.database.saveDisplayProfile(
                try DisplayProfileRecord(profile, createdAt: created, updatedAt: self.now()))
            self.profiles.withLock { list in
                if let index = list.firstIndex(where: { $0.id == id }) { list[index] = profile }
            }
            self.version.bump()
            self.logger.notice(
                "Display profile changed", metadata: ["profile": "\(profile.name)", "old": "\(old.name)"])
            self.publish(.displayProfile, DisplayProfileEvent(id: id.lowercased, name: profile.name, deleted: false))
            return profile
        }
    }

    /// Deletes a profile; its screens fall back to the default profile.
    /// - Throws: `DisplayError.notFound`, `.lastProfile`.
    func delete(id: UUID) async throws {
        try await writeLock.run {
            guard let old = self.profile(id: id) else { throw DisplayError.notFound }
            guard self.all.count > 1 else { throw DisplayError.lastProfile }
            _ = try await self.database.deleteDisplayProfile(id: id)
            self.profiles.withLock { $0.removeAll { $0.id == id } }
            self.version.bump()
            self.logger.notice("Display profile deleted", metadata: ["profile": "\(old.name)"])
            self.publish(.displayProfile, DisplayProfileEvent(id: id.lowercased, name: old.name, deleted: true))
        }
    }

    private func check(_ profile: DisplayProfile) throws {
        let issues = profile.validationIssues()
        guard issues.isEmpty else { throw DisplayError.invalid(DisplayValidationError(issues: issues)) }
        let taken = profiles.withLock { list in list.contains { $0.id != profile.id && $0.key == profile.key } }
        if taken { throw DisplayError.duplicateName(profile.name) }
    }

    private func createdAt(_ id: UUID) async throws -> Date? {
        try await database.loadDisplayProfiles().first { $0.id == id }?.createdAt
    }
}

/// The `display-profile` event: a profile was created, changed or deleted (`{"id", "name", "deleted"}`).
struct DisplayProfileEvent: Encodable, Sendable, Equatable {
    var id: String
    var name: String
    var deleted: Bool
}
