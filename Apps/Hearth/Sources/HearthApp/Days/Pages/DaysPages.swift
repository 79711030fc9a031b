import DaysCore
import Foundation
import HTTPServer

/// The days pages that read: `GET /days` (search, category chips, sort, pages of 50), `/days/{id}`, and a day
/// or one of its milestones as an `.ics` download.
struct DaysPages: Sendable {
    let site: Site

    private var days: DaysService { site.days }

    func register(in router: inout Router) {
        let dependencies: [CacheDependency] = [.data(days.version), .day]
        site.page("/days", in: &router, dependsOn: dependencies) { request, context in
            try await list(request, context: context)
        }
        site.page("/days/{id}", in: &router, dependsOn: dependencies) { request, context in
            try await detail(request, context: context)
        }
        router.get("/days/{id}/calendar.ics") { request in try await calendarFile(request) }
        router.get("/days/{id}/milestones/{count}/calendar.ics") { request in try await milestoneFile(request) }
    }

    func list(_ request: Request, context: RequestContext) async throws -> Response {
        let text = DaysText(strings: site.strings, language: context.language)
        let parameters = DaysListParameters(request.query)
        let catalog = try await days.catalog()
        let matches = try await days.days(matching: parameters.query, locale: context.language.locale)
        let view = DaysListView(
            parameters: parameters, matches: matches, catalog: catalog, requestedPage: Int(request.query["page"] ?? ""),
            today: days.today, text: text,
            flash: request.query["deleted"] != nil ? .success(text.string("flash.deleted")) : nil)
        return try site.render(
            Page(template: "days/list", titleKey: "days.titles.list", section: "/days", view: view),
            request: request, context: context)
    }

    func detail(_ request: Request, context: RequestContext) async throws -> Response {
        let catalog = try await days.catalog()
        let day = try await days.day(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        let text = DaysText(strings: site.strings, language: context.language)
        let flash = request.query["saved"].map {
            Flash.success(text.string($0 == "created" ? "flash.created" : "flash.saved"))
        }
        let view = DayDetailView(
            day, today: days.today, text: text, category: catalog.category(day.categoryId), flash: flash)
        return try site.render(
            Page(
                template: "days/detail", titleKey: "days.titles.detail", title: day.title, section: "/days", view: view),
            request: request, context: context)
    }

    /// One day as an `.ics` download (share).
    func calendarFile(_ request: Request) async throws -> Response {
        let day = try await days.day(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        let ics = DaysICalendar.encode([day], today: days.today, now: days.clock.now(), calendarName: day.title)
        return Self.calendarDownload(ics, filename: "day-\(day.id.lowercased.prefix(8)).ics")
    }

    /// A milestone (a round number of days since the date) as an `.ics` event with an alarm at 09:00 that day:
    /// the optional milestone reminder, kept by the calendar that imports it.
    func milestoneFile(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let day = try await days.day(try request.parameters.require("id", as: UUID.self, notFound: DaysError.notFound))
        let text = DaysText(strings: site.strings, language: context.language)
        let count = try request.parameters.require("count", as: Int.self, notFound: DaysError.notFound)
        guard
            let event = day.milestoneEvent(
                count: count,
                title: text.string("milestones.eventTitle", ["title": day.title, "days": text.number(count)]))
        else { throw DaysError.notFound }
        let ics = DaysICalendar.encode([event], today: days.today, now: days.clock.now(), calendarName: day.title)
        return Self.calendarDownload(ics, filename: "milestone-\(count).ics")
    }

    /// An iCalendar text as a file download.
    static func calendarDownload(_ ics: String, filename: String) -> Response {
        Response(
            status: .ok,
            headers: [
                "Content-Type": "text/calendar; charset=utf-8",
                "Content-Disposition": "attachment; filename=\"\(filename)\"",
            ], body: .bytes(Array(ics.utf8)))
    }
}
