import Foundation
import HearthBasics

/// The agenda as other features show it: the home page's "Today" block and the display's overlay. The Agenda
/// feature answers it (`AgendaSummaries`); the composition root hands it to `site.ports`.
protocol AgendaOverview: Sendable {
    /// What the agenda is made of (days, holidays, calendars); a page showing it also depends on the date.
    var versions: [DataVersion] { get }
    /// The household's calendars, for choosing which a display shows.
    func calendars() async throws -> [AgendaCalendar]
    /// Today's items, or tomorrow's first few when today has none (`agenda/today`).
    func todayCard(language: Language) async throws -> AgendaTodayView
    /// Today's and tomorrow's items for `/display` (`agenda/overlay`), from `calendars` (every one when `nil`), marked
    /// with the calendars' age once it passes an hour.
    func displayOverlay(language: Language, calendars: Set<UUID>?) async throws -> AgendaOverlayView
}

/// The Agenda feature's `AgendaOverview`.
struct AgendaSummaries: AgendaOverview {
    /// The most items the home page lists for tomorrow when today is empty.
    static let tomorrowItems = 3
    /// The most items the display lists per day (the rest are counted: "+2 more").
    static let overlayItems = 3

    let agenda: AgendaService
    let strings: Strings

    var versions: [DataVersion] { agenda.versions }

    func calendars() async throws -> [AgendaCalendar] { try await agenda.calendars.agendaCalendars() }

    func todayCard(language: Language) async throws -> AgendaTodayView {
        let schedule = try await agenda.schedule(in: agenda.upcoming(dayCount: 2))
        let view = AgendaView(schedule, today: agenda.today, tomorrow: schedule.last?.date, text: text(language))
        let today = view.days[0]
        let date = agenda.today.description
        let zone = agenda.timeZone.identifier
        if !today.isEmpty || view.days.count < 2 || view.days[1].isEmpty {
            return AgendaTodayView(day: today, showsTomorrow: false, today: date, timeZone: zone)
        }
        var tomorrow = view.days[1]
        tomorrow.items = Array(tomorrow.items.prefix(Self.tomorrowItems))
        return AgendaTodayView(day: tomorrow, showsTomorrow: true, today: date, timeZone: zone)
    }

    func displayOverlay(language: Language, calendars: Set<UUID>?) async throws -> AgendaOverlayView {
        let schedule = try await agenda.schedule(in: agenda.upcoming(dayCount: 2), calendars: calendars)
        let view = AgendaView(schedule, today: agenda.today, tomorrow: schedule.last?.date, text: text(language))
        let age = AgendaAgeView(try await agenda.calendarsAge(calendars: calendars), timeZone: agenda.timeZone) {
            strings.string($0, language, $1)
        }
        return AgendaOverlayView(
            days: view.days.map { day in
                let hidden = max(0, day.items.count - Self.overlayItems)
                return AgendaOverlayView.Day(
                    day: AgendaView.Day(
                        id: day.id, name: day.name, dateText: day.dateText, isToday: day.isToday,
                        items: Array(day.items.prefix(Self.overlayItems)), isEmpty: day.isEmpty),
                    moreText: hidden > 0
                        ? strings.string("agenda.more", language, ["count": String(hidden)]) : nil)
            }, today: agenda.today.description, timeZone: agenda.timeZone.identifier, age: age)
    }

    private func text(_ language: Language) -> AgendaText {
        AgendaText(strings: strings, language: language, timeZone: agenda.timeZone)
    }
}
