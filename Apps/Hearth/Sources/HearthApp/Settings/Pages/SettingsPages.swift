import Appearance
import Foundation
import HTTPServer

/// `GET /settings` and its forms: appearance (theme, contrast) and language.
struct SettingsPages: Sendable {
    let site: Site

    func register(in router: inout Router) {
        // The calendar feed's and phone's links use the Host; the connected screens change as pages come and go.
        let dependencies: [CacheDependency] = [
            .data(site.days.feed.version), .data(site.displays.version), .host, .minute,
        ]
        site.page("/settings", in: &router, dependsOn: dependencies) { request, context in
            try await show(request, context: context)
        }
        router.post("/settings/appearance") { request in try await saveAppearance(request) }
        router.post("/settings/language") { request in try await saveLanguage(request) }
    }

    func show(_ request: Request, context: RequestContext) async throws -> Response {
        let flash =
            request.query["saved"] != nil
            ? Flash.success(site.strings.string("server.settings.saved", context.language)) : nil
        return try page(request: request, context: context, flash: flash, errors: [:], status: .ok)
    }

    func saveAppearance(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings")
        let parsed = Result { () throws(SettingsError) -> SettingsChange in
            try SettingsChange.parse(
                post.form.fields.filter { $0.name == "theme" || $0.name == "contrast" }, allowUnknown: false)
        }
        let change: SettingsChange
        switch parsed {
        case .success(let value): change = value
        case .failure(let error): return try refused(error, post: post, request: request, field: error.field ?? "theme")
        }
        let settings = try await site.settings.apply(change)
        var response =
            post.wantsJSON
            ? Response.stableJSON(
                AppearancePayload(theme: settings.appearance.theme, contrast: settings.appearance.contrast))
            : Response.redirect(to: "/settings?saved=appearance")
        response.setCookie(Site.appearanceCookie(settings.appearance))
        return response
    }

    func saveLanguage(_ request: Request) async throws -> Response {
        let post = try await site.writePost(request, returnPath: "/settings")
        let parsed = Result { () throws(SettingsError) -> SettingsChange in
            try SettingsChange.parse(post.form.fields.filter { $0.name == "language" }, allowUnknown: false)
        }
        let change: SettingsChange
        switch parsed {
        case .success(let value): change = value
        case .failure(let error): return try refused(error, post: post, request: request, field: "language")
        }
        let settings = try await site.settings.apply(change)
        if post.wantsJSON { return .stableJSON(settings) }
        return .redirect(to: "/settings?saved=language")
    }

    /// A refused change: the JSON error for scripts, else the page with the message beside the field.
    private func refused(_ error: SettingsError, post: FormPost, request: Request, field: String) throws -> Response {
        if post.wantsJSON { throw error }
        let message = site.strings.string(
            "server.errors.invalidChoice", post.context.language, ["field": error.field ?? ""])
        return try page(
            request: request, context: post.context, flash: nil, errors: [field: message],
            status: .unprocessableContent)
    }

    private func page(
        request: Request, context: RequestContext, flash: Flash?, errors: [String: String], status: HTTPStatus
    ) throws -> Response {
        let language = context.language
        let settings = context.settings
        func options<Value: RawRepresentable & CaseIterable>(
            _ type: Value.Type, group: String, selected: Value
        ) -> [SelectOption] where Value.RawValue == String {
            SelectOption.options(
                Value.allCases.map(\.rawValue), selected: selected.rawValue, id: { "\(group)-\($0)" },
                label: { site.strings.string("server.settings.\(group).\($0)", language) })
        }
        let view = SettingsView(
            themeOptions: options(ThemePreference.self, group: "theme", selected: settings.appearance.theme),
            contrastOptions: options(
                ContrastPreference.self, group: "contrast", selected: settings.appearance.contrast),
            languageOptions: options(LanguageSetting.self, group: "language", selected: settings.language),
            writeLocked: !context.canWrite,
            calendarFeed: site.days.feed.settingsView(
                for: request, secure: site.tls != nil, mayChange: context.canWrite),
            flash: flash,
            errors: errors.isEmpty ? nil : errors, phoneLink: site.phoneLinkView(for: request, language: language),
            screens: site.connectedScreensView(language: language))
        return try site.render(
            Page(
                template: "settings", titleKey: "server.titles.settings", section: "/settings", view: view,
                status: status),
            request: request, context: context)
    }
}

/// The settings page.
struct SettingsView {
    var themeOptions: [SelectOption]
    var contrastOptions: [SelectOption]
    var languageOptions: [SelectOption]
    var writeLocked: Bool
    /// The days feature's calendar-feed section.
    var calendarFeed: CalendarFeedView
    var flash: Flash?
    /// Error messages by field (`theme`, `contrast`, `language`).
    var errors: [String: String]?
    /// "Open on your phone" and the screens connected now (`display/devices-settings`).
    var phoneLink: PhoneLinkView
    var screens: ConnectedScreensView
}
