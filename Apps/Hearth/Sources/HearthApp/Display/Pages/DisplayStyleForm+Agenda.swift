import DisplayCore
import Foundation

/// The agenda block of the profile form: whether the display shows today's and tomorrow's agenda, every calendar
/// or only the ticked ones. Each calendar is a checkbox `agenda.calendar.<id>` (the calendars are the household's,
/// so the boxes are drawn per request: `DisplaySettingsPages.agendaGroup`); a post becomes
/// `{"agenda": {"show": …, "allCalendars": …, "calendars": [ids]}}` and DisplayCore validates it.
extension DisplayStyleForm {
    static let agendaCalendarPrefix = "agenda.calendar."

    static let agendaGroup = Group(
        legend: "agendaLegend",
        fields: [
            Field(name: "agenda.show", label: "agendaShow", kind: .checkbox),
            Field(name: "agenda.allCalendars", label: "agendaAllCalendars", kind: .checkbox),
        ])

    /// The ticked calendar boxes as `agenda.calendars`.
    static func addAgendaCalendars(from values: [String: String], to root: inout [String: Any]) {
        let ids = values.keys.filter { $0.hasPrefix(agendaCalendarPrefix) }
            .map { String($0.dropFirst(agendaCalendarPrefix.count)) }.sorted()
        var agenda = root["agenda"] as? [String: Any] ?? [:]
        agenda["calendars"] = ids
        root["agenda"] = agenda
    }

    /// The calendar boxes ticked in `style`.
    static func agendaCalendarValues(of style: DisplayStyle) -> [String: String] {
        Dictionary(
            style.agenda.calendars.map { (agendaCalendarPrefix + $0, "on") }, uniquingKeysWith: { first, _ in first })
    }
}
