import HTTPServer

/// One server-rendered page: its template, title, navigation entry and typed view model.
struct Page {
    /// Template name under `web/templates` (without `.mustache`).
    var template: String
    /// Dotted key of the page title in the locale files.
    var titleKey: String
    /// The page's own title (a day's title), shown instead of `titleKey`'s string.
    var title: String?
    /// The navigation path this page belongs to (marks the current nav item).
    var section: String
    /// The page's view model: a struct whose stored properties are the template's keys.
    var view: any Sendable
    /// Response status.
    var status: HTTPStatus = .ok
    /// Headers of this page that replace the common ones (a framing policy, `Refresh`).
    var headers: HTTPHeaders = [:]

    init(
        template: String, titleKey: String, title: String? = nil, section: String, view: any Sendable,
        status: HTTPStatus = .ok, headers: HTTPHeaders = [:]
    ) {
        self.headers = headers
        self.template = template
        self.titleKey = titleKey
        self.title = title
        self.section = section
        self.view = view
        self.status = status
    }

    /// The view model's properties as template keys (nil optionals left out; nested values stay typed).
    var values: [String: Any] {
        var values: [String: Any] = [:]
        for child in Mirror(reflecting: view).children {
            guard let label = child.label else { continue }
            let mirror = Mirror(reflecting: child.value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { continue }
                values[label] = wrapped
            } else {
                values[label] = child.value
            }
        }
        return values
    }
}
