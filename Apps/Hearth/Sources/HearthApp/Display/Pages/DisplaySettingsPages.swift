import DisplayCore
import Foundation
import HTTPServer
import HearthBasics

/// `/settings/display`: the display profiles. Create (`POST /settings/display`), edit and rename
/// (`GET/POST /settings/display/{id}`), delete after a confirmation (`GET/POST /settings/display/{id}/delete`).
/// Plain forms with inline errors naming the field; display-settings.js previews the style live.
struct DisplaySettingsPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/settings/display") { request in try await list(request) }
        router.post("/settings/display") { request in try await create(request) }
        router.get("/settings/display/{id}") { request in try await edit(request) }
        router.post("/settings/display/{id}") { request in try await save(request) }
        router.get("/settings/display/{id}/preview") { request in try await preview(request) }
        router.get("/settings/display/{id}/delete") { request in try await confirmDelete(request) }
        router.post("/settings/display/{id}/delete") { request in try await delete(request) }
    }

    // MARK: - The list and a new profile

    func list(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        return try listPage(request, context: context, name: "", error: nil, flash: flash(request, context))
    }

    func create(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings/display")
        let name = post.form["name"] ?? ""
        do {
            let profile = try await site.display.create(name: name)
            if post.wantsJSON { return .stableJSON(DisplayProfilePayload(profile), status: .created) }
            return .redirect(to: "/settings/display/\(profile.id.lowercased)?saved=created")
        } catch let error as DisplayError where !post.wantsJSON {
            let message = messages(for: error, post.context.language).first?.message
            return try listPage(
                request, context: post.context, name: name, error: message, flash: nil, status: error.status)
        }
    }

    private func listPage(
        _ request: Request, context: RequestContext, name: String, error: String?, flash: Flash?,
        status: HTTPStatus = .ok
    ) throws -> Response {
        let language = context.language
        let profiles = site.display.all
        let rows = profiles.map { profile in
            DisplayProfilesView.Row(
                name: profile.name, displayHref: profile.displayPath,
                editHref: "/settings/display/\(profile.id.lowercased)",
                deleteHref: "/settings/display/\(profile.id.lowercased)/delete", canDelete: profiles.count > 1)
        }
        let view = DisplayProfilesView(
            profiles: rows, nameField: nameField(value: name, error: error, language: language),
            writeLocked: !context.canWrite, flash: flash)
        return try site.render(
            Page(
                template: "display/profiles", titleKey: "display.titles.profiles", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }

    // MARK: - Editing a profile

    func edit(_ request: Request) async throws -> Response {
        let profile = try profile(request)
        let context = await site.context(for: request)
        return try await editPage(
            request, context: context, profile: profile, name: profile.name,
            values: DisplayStyleForm.values(of: profile.style), errors: [], flash: flash(request, context))
    }

    func save(_ request: Request) async throws -> Response {
        let current = try profile(request)
        let post = try await site.formPost(request)
        let path = "/settings/display/\(current.id.lowercased)"
        try site.requireWrite(post, returnPath: path)
        var values: [String: String] = [:]
        for field in post.form.fields { values[field.name] = field.value }
        let name = values["name"] ?? current.name
        do {
            var style: DisplayStyle
            do {
                style = try DisplayStyle.decode(json: try DisplayStyleForm.json(from: values), over: current.style)
            } catch let error as DisplayValidationError {
                throw DisplayError.invalid(
                    DisplayValidationError(issues: DisplayProfile.nameIssues(name) + error.issues))
            }
            if let preset = values["preset"].flatMap(DisplayPreset.init(rawValue:)) { style = style.applying(preset) }
            let profile = try await site.display.update(id: current.id, name: name, style: style)
            if post.wantsJSON { return .stableJSON(DisplayProfilePayload(profile)) }
            return .redirect(to: path + "?saved=saved")
        } catch let error as DisplayError where !post.wantsJSON {
            return try await editPage(
                request, context: post.context, profile: current, name: name, values: values,
                errors: messages(for: error, post.context.language), flash: nil, status: error.status)
        }
    }

    private func editPage(
        _ request: Request, context: RequestContext, profile: DisplayProfile, name: String, values: [String: String],
        errors: [(field: String, message: String)], flash: Flash?, status: HTTPStatus = .ok
    ) async throws -> Response {
        let language = context.language
        func text(_ key: String) -> String { site.strings.string("display.settings." + key, language) }
        func error(_ field: String) -> String? { errors.first { $0.field == field }?.message }
        let calendarBoxes = try await agendaCalendarFields(values: values, language: language)
        let groups = DisplayStyleForm.groups.map { group in
            let isAgenda = group.legend == DisplayStyleForm.agendaGroup.legend
            return DisplayFieldGroupView(
                legend: text(group.legend),
                fields: group.fields.map { field in
                    fieldView(field, value: values[field.name], error: error(field.name), language: language)
                } + (isAgenda ? calendarBoxes.fields : []), hint: isAgenda ? calendarBoxes.hint : nil)
        }
        let now = site.display.now()
        let frame = profile.frame(at: now, in: site.display.timeZone, locale: language.locale)
        let style = profile.style
        let stylesheet = DisplayStylesheet(
            digits: style.digitColor, background: style.backgroundColor, overlay: style.digitColor, glow: style.glow,
            digitOpacity: style.digitOpacity, overlayOpacity: style.overlayOpacity, shiftX: 0, shiftY: 0)
        let view = DisplayEditView(
            action: "/settings/display/\(profile.id.lowercased)", displayHref: profile.displayPath,
            previewStyleHref: stylesheet.href, surface: DisplayState.surface(of: style.backgroundColor),
            showsSeconds: style.showsSeconds, showsPeriod: frame.showsDayPeriodBadge, showsDate: style.overlays.date,
            dateText: frame.dateText ?? "", periodSample: frame.clock.dayPeriod ?? "",
            fontFamily: style.fontFamily.rawValue, fontWeight: String(style.fontWeight.rawValue),
            faces: DisplayPreviewFacesView(
                values: values, now: now, zone: site.display.timeZone, locale: language.locale),
            previewDayHref: "/settings/display/\(profile.id.lowercased)/preview",
            dayAhead: try await previewDay(of: (try? previewStyle(values, over: style)) ?? style, language: language),
            nameField: nameField(value: name, error: error("name"), language: language),
            presets: DisplayPreset.allCases.map {
                SelectOption(value: $0.rawValue, label: text("preset." + $0.rawValue), selected: false)
            },
            groups: groups, hasErrors: !errors.isEmpty,
            errorList: errors.map { DisplayFormErrorView(id: Self.fieldID($0.field), message: $0.message) },
            writeLocked: !context.canWrite, flash: flash)
        return try site.render(
            Page(
                template: "display/edit", titleKey: "display.titles.edit",
                title: site.strings.string("display.titles.edit", language, ["name": profile.name]),
                section: "/settings", view: view, status: status),
            request: request, context: context)
    }

    // MARK: - Deleting

    func confirmDelete(_ request: Request) async throws -> Response {
        let profile = try profile(request)
        let context = await site.context(for: request)
        return try deletePage(request, context: context, profile: profile, error: nil)
    }

    func delete(_ request: Request) async throws -> Response {
        let profile = try profile(request)
        let post = try await site.formPost(request)
        let path = "/settings/display/\(profile.id.lowercased)/delete"
        try site.requireWrite(post, returnPath: path)
        do {
            try await site.display.delete(id: profile.id)
        } catch DisplayError.lastProfile where !post.wantsJSON {
            return try deletePage(
                request, context: post.context, profile: profile,
                error: site.strings.string("display.settings.lastProfile", post.context.language), status: .conflict)
        }
        if post.wantsJSON { return Response(status: .noContent) }
        return .redirect(to: "/settings/display?saved=deleted")
    }

    private func deletePage(
        _ request: Request, context: RequestContext, profile: DisplayProfile, error: String?, status: HTTPStatus = .ok
    ) throws -> Response {
        try site.render(
            Page(
                template: "display/delete", titleKey: "display.titles.delete",
                title: site.strings.string("display.titles.delete", context.language, ["name": profile.name]),
                section: "/settings",
                view: DisplayDeleteView(action: "/settings/display/\(profile.id.lowercased)/delete", error: error),
                status: status),
            request: request, context: context)
    }

    // MARK: - Helpers

    func profile(_ request: Request) throws -> DisplayProfile {
        let id = try request.parameters.require("id", as: UUID.self, notFound: DisplayError.notFound)
        guard let profile = site.display.profile(id: id) else { throw DisplayError.notFound }
        return profile
    }

    private func flash(_ request: Request, _ context: RequestContext) -> Flash? {
        guard let saved = request.query["saved"], ["created", "saved", "deleted"].contains(saved) else { return nil }
        return .success(site.strings.string("display.settings." + saved, context.language))
    }

    /// Each problem as a localized sentence naming its field by its label.
    private func messages(for error: DisplayError, _ language: Language) -> [(field: String, message: String)] {
        func label(_ field: String) -> String {
            if field == "name" { return site.strings.string("display.settings.name", language) }
            let bare = field.hasPrefix("style.") ? String(field.dropFirst(6)) : field
            guard let spec = DisplayStyleForm.fields.first(where: { $0.name == bare }) else { return bare }
            return site.strings.string("display.settings." + spec.label, language)
        }
        func bare(_ field: String) -> String { field.hasPrefix("style.") ? String(field.dropFirst(6)) : field }
        switch error {
        case .invalid(let validation):
            return validation.issues.map { issue in
                (
                    bare(issue.field),
                    site.strings.string(
                        "display.errors.\(issue.reason.rawValue)", language, ["field": label(issue.field)])
                )
            }
        case .duplicateName:
            return [("name", site.strings.string("display.errors.duplicateName", language, ["field": label("name")]))]
        case .notFound, .lastProfile:
            return [("name", error.message)]
        }
    }

    private static func fieldID(_ name: String) -> String { name.replacingOccurrences(of: ".", with: "-") }

    private func nameField(value: String, error: String?, language: Language) -> DisplayFieldView {
        DisplayFieldView(
            name: "name", id: "name", label: site.strings.string("display.settings.name", language),
            hint: site.strings.string("display.settings.nameHint", language), error: error, value: value,
            inputType: "text", isCheckbox: false, isSelect: false, isColor: false, checked: false, min: nil, max: nil,
            step: nil, maxLength: String(DisplayProfile.maximumNameLength), options: [])
    }

    private func fieldView(
        _ field: DisplayStyleForm.Field, value: String?, error: String?, language: Language
    ) -> DisplayFieldView {
        var view = DisplayFieldView(
            name: field.name, id: Self.fieldID(field.name),
            label: site.strings.string("display.settings." + field.label, language), hint: nil, error: error,
            value: value ?? "", inputType: "text", isCheckbox: false, isSelect: false, isColor: false,
            checked: value != nil, min: nil, max: nil, step: nil, maxLength: nil, options: [])
        switch field.kind {
        case .checkbox: view.isCheckbox = true
        case .choice(let choices):
            view.isSelect = true
            view.options = SelectOption.options(choices, selected: value) {
                site.strings.string(DisplayStyleForm.optionKey(field, $0), language)
            }
        case .integer(let range):
            view.inputType = "number"
            view.min = String(range.lowerBound)
            view.max = String(range.upperBound)
            view.step = "1"
        case .coordinate(let limit):
            view.inputType = "number"
            view.min = String(-Int(limit))
            view.max = String(Int(limit))
            view.step = "any"
        case .color:
            view.inputType = FormInputType.color(view.value)
            view.isColor = view.inputType == "color"
        case .time: view.inputType = FormInputType.time(view.value)
        case .text(let maxLength): view.maxLength = String(maxLength)
        }
        return view
    }
}
