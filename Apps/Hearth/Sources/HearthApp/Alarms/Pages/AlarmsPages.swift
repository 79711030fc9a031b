import AlarmKitCore
import Foundation
import HTTPServer
import HearthBasics

/// The alarms pages that read, and the one-click actions of the list: `GET /alarms`, `/alarms/{id}/history`,
/// and the form posts `/alarms/{id}/toggle`, `/duplicate`, `/snooze`, `/dismiss` (each redirects back, so the
/// list works without JavaScript; snooze and dismiss need no access code).
struct AlarmsPages: Sendable {
    let site: Site

    private var alarms: AlarmService { site.alarms }

    func register(in router: inout Router) {
        router.get("/alarms") { request in try await list(request) }
        router.get("/alarms/{id}/history") { request in try await history(request) }
        router.post("/alarms/{id}/toggle") { request in try await toggle(request) }
        router.post("/alarms/{id}/duplicate") { request in try await duplicate(request) }
        router.post("/alarms/{id}/snooze") { request in try await ringingAction(request, snooze: true) }
        router.post("/alarms/{id}/dismiss") { request in try await ringingAction(request, snooze: false) }
    }

    func list(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let text = AlarmsText(strings: site.strings, language: context.language, timeZone: alarms.clock.timeZone())
        let snapshots = await alarms.snapshots()
        let active = await alarms.ringing()
        let now = alarms.clock.now()
        let mixes = await alarms.mixes()
        var rows: [AlarmRowView] = []
        for snapshot in snapshots {
            let upcoming = await alarms.upcomingRings(of: snapshot.alarm, limit: 3)
            var row = AlarmRowView(
                snapshot.alarm, next: snapshot.nextTrigger, upcoming: upcoming,
                active: active.first { $0.entry.alarmId == snapshot.alarm.id }, now: now, text: text)
            if case .mix(let id) = snapshot.alarm.sound, mixes[id.lowercased()] == nil {
                row.soundNote = text.string("list.mixDeleted", ["tone": alarms.tones.fallbackName(in: text.language)])
            }
            rows.append(row)
        }
        let flashKey = ["created", "saved", "deleted", "duplicated", "snoozed", "dismissed"].first {
            request.query[$0] != nil
        }
        let view = AlarmsListView(
            rows: rows, hasAlarms: !rows.isEmpty, writeLocked: !context.canWrite,
            warning: await alarms.cannotRingSoon(), reach: nil,
            flash: flashKey.map { .success(text.string("notices.\($0)")) })
        return try site.render(
            Page(template: "alarms/list", titleKey: "alarms.titles.list", section: "/alarms", view: view),
            request: request, context: context)
    }

    func history(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let alarm = try await alarms.alarm(
            try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound))
        let text = AlarmsText(strings: site.strings, language: context.language, timeZone: alarms.clock.timeZone())
        let entries = try await alarms.history(of: alarm.id).map { line in
            AlarmHistoryView.Entry(
                kind: line.kind, iso: InstantFormat.string(from: line.at, in: text.timeZone), when: text.stamp(line.at),
                what: text.string("history.kinds.\(line.kind)"), detail: Self.detail(line, text: text))
        }
        let view = AlarmHistoryView(
            time: alarm.time.description, label: text.label(alarm), entries: entries, hasEntries: !entries.isEmpty)
        return try site.render(
            Page(template: "alarms/history", titleKey: "alarms.titles.history", section: "/alarms", view: view),
            request: request, context: context)
    }

    private static func detail(_ line: AlarmHistoryRecord, text: AlarmsText) -> String {
        var parts: [String] = []
        if let reason = line.reason {
            parts.append(text.string("history.reasons.\(reason)", ["name": line.holidayName ?? ""]))
        }
        if let until = line.snoozedUntil {
            parts.append(text.string("history.snoozedUntil", ["time": text.time(until)]))
        }
        if line.kind != "snoozed", line.kind != "dismissed" {
            parts.append(text.when(line.scheduledAt))
        }
        return parts.joined(separator: " · ")
    }

    func toggle(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)
        try site.requireWrite(post, returnPath: "/alarms")
        let alarm = try await alarms.alarm(id)
        let enabled = post.form["enabled"].map { $0 == "on" || $0 == "true" } ?? !alarm.isEnabled
        let saved = try await alarms.setEnabled(id, enabled)
        if post.wantsJSON { return .stableJSON(await alarms.snapshot(saved)) }
        return .redirect(to: "/alarms?saved=1#alarm-\(id.uuidString.lowercased())")
    }

    func duplicate(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)
        try site.requireWrite(post, returnPath: "/alarms")
        let copy = try await alarms.duplicate(id)
        return .redirect(to: "/alarms/\(copy.id.uuidString.lowercased())/edit?duplicated=1")
    }

    /// Snooze or dismiss from the list: open to everyone, like the API.
    func ringingAction(_ request: Request, snooze: Bool) async throws -> Response {
        let post = try await site.formPost(request)
        let id = try request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)
        let ringing: [AlarmRingingEntry]
        if snooze {
            let minutes = post.form["minutes"].flatMap { Int($0) }
            ringing = try await alarms.snooze(id, minutes: minutes)
        } else {
            ringing = try await alarms.dismiss(id)
        }
        if post.wantsJSON { return .stableJSON(RingingNow(ringing: ringing)) }
        return .redirect(to: snooze ? "/alarms?snoozed=1" : "/alarms?dismissed=1")
    }
}
