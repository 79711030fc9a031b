import Foundation
import HearthBasics

/// The agenda part of a display profile: whether `/display` shows today's and tomorrow's agenda, and from which
/// calendars. JSON: `{"show": true, "allCalendars": false, "calendars": ["5c1e…"]}` under the style's `agenda`
/// key. Birthdays, countdowns and holidays show whenever the agenda does; `calendars` chooses among the household's
/// subscribed calendars (lowercase UUIDs), and is ignored while `allCalendars` is set.
public struct AgendaOverlaySettings: Hashable, Sendable, Codable {
    /// The most calendars a profile may name.
    public static let maximumCalendars = 50

    /// Whether the agenda shows.
    public var show: Bool
    /// Whether every calendar's events show (then ``calendars`` is not used).
    public var allCalendars: Bool
    /// The calendars whose events show when ``allCalendars`` is off, lowercase UUIDs.
    public var calendars: [String]

    /// Creates the settings; by default no agenda, every calendar once it is switched on.
    /// - Parameters:
    ///   - show: whether the agenda shows.
    ///   - allCalendars: whether every calendar shows.
    ///   - calendars: the calendars chosen when not every one shows.
    public init(show: Bool = false, allCalendars: Bool = true, calendars: [String] = []) {
        self.show = show
        self.allCalendars = allCalendars
        self.calendars = calendars
    }

    /// The calendars to show: `nil` for every one, else the chosen ids.
    public var chosenCalendars: Set<UUID>? {
        allCalendars ? nil : Set(calendars.compactMap(UUID.init(uuidString:)))
    }

    /// Every problem with the chosen calendars, each naming its field (`agenda.calendars`,
    /// `agenda.calendars[2]`).
    /// - Returns: the issues, empty when valid.
    public func validationIssues() -> [DisplayValidationIssue] {
        var issues: [DisplayValidationIssue] = []
        if calendars.count > Self.maximumCalendars {
            issues.append(
                .init(
                    field: "agenda.calendars", reason: .outOfRange,
                    message: "At most \(Self.maximumCalendars) calendars, got \(calendars.count)."))
        }
        for (index, id) in calendars.enumerated() where UUID(uuidString: id) == nil {
            issues.append(
                .init(
                    field: "agenda.calendars[\(index)]", reason: .invalidFormat,
                    message: "A calendar id is a UUID, got \"\(id.prefix(40))\"."))
        }
        return issues
    }
}
