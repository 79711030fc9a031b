import Appearance
import Foundation
import HTTPServer

/// `GET /settings` and its forms: appearance (theme, contrast) and language.
struct SettingsController: Sendable {
    let site: Site

    func register(in router: inout Router) {
        router.get("/settings") { request in try await show(request) }
        router.post("/settings/appearance") { request in try await saveAppearance(request) }
        router.post("/settings/language") { request in try await saveLanguage(request) }
    }

    func show(_ request: Request) async throws -> Response {
        let context = await site.context(for: request)
        let flash: [String: Any]? =
            request.query["saved"] != nil
            ? ["kind": "success", "message": site.strings.string("server.settings.saved", context.language)] : nil
        return try page(request: request, context: context, flash: flash, errors: [:], status: .ok)
    }

    func saveAppearance(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: "/settings") }
        let change: SettingsChange
        do {
            let fields = post.form.fields.filter { $0.name == "theme" || $0.name == "contrast" }
            change = try SettingsChange.parse(fields, allowUnknown: false)
        } catch let error as HTTPError where !post.wantsJSON {
            return try page(
                request: request, context: post.context, flash: nil,
                errors: [error.field ?? "theme": localizedMessage(error, post.context.language)],
                status: .unprocessableContent)
        }
        let settings = try await site.settings.apply(change)
        if post.wantsJSON {
            var response = try Response.json(
                AppearancePayload(theme: settings.appearance.theme, contrast: settings.appearance.contrast))
            response.setCookie(Site.appearanceCookie(settings.appearance))
            return response
        }
        var response = Response.redirect(to: "/settings?saved=appearance")
        response.setCookie(Site.appearanceCookie(settings.appearance))
        return response
    }

    func saveLanguage(_ request: Request) async throws -> Response {
        let post = try await site.formPost(request)
        guard post.context.canWrite else { return try site.loginRequired(post, returnPath: "/settings") }
        let change: SettingsChange
        do {
            change = try SettingsChange.parse(post.form.fields.filter { $0.name == "language" }, allowUnknown: false)
        } catch let error as HTTPError where !post.wantsJSON {
            return try page(
                request: request, context: post.context, flash: nil,
                errors: ["language": localizedMessage(error, post.context.language)], status: .unprocessableContent)
        }
        let settings = try await site.settings.apply(change)
        if post.wantsJSON { return try .json(settings) }
        return .redirect(to: "/settings?saved=language")
    }

    private func localizedMessage(_ error: HTTPError, _ language: Language) -> String {
        site.strings.string("server.errors.invalidChoice", language, ["field": error.field ?? ""])
    }

    private func page(
        request: Request, context: RequestContext, flash: [String: Any]?, errors: [String: String], status: HTTPStatus
    ) throws -> Response {
        let language = context.language
        let settings = context.settings
        func options<Value: RawRepresentable & CaseIterable>(
            _ type: Value.Type, group: String, selected: Value
        ) -> [[String: Any]] where Value.RawValue == String, Value: Equatable {
            Value.allCases.map { value in
                [
                    "value": value.rawValue,
                    "label": site.strings.string("server.settings.\(group).\(value.rawValue)", language),
                    "checked": value == selected,
                    "id": "\(group)-\(value.rawValue)",
                ]
            }
        }
        var values: [String: Any] = [
            "themeOptions": options(ThemePreference.self, group: "theme", selected: settings.appearance.theme),
            "contrastOptions": options(
                ContrastPreference.self, group: "contrast", selected: settings.appearance.contrast),
            "languageOptions": options(LanguageSetting.self, group: "language", selected: settings.language),
            "writeLocked": !context.canWrite,
            "calendarFeed": site.days.feed.settingsValues(for: request),
        ]
        if let flash { values["flash"] = flash }
        if !errors.isEmpty { values["errors"] = errors }
        return try site.render(
            Page(
                template: "settings", titleKey: "server.titles.settings", section: "/settings", values: values,
                status: status),
            request: request, context: context)
    }
}
