/// The webhooks settings page (`webhooks/settings`): the webhooks and the form that adds one.
struct WebhooksView: Sendable {
    /// One webhook in the list.
    struct Row: Sendable {
        var id: String
        var name: String
        var url: String
        var eventsText: String
        var enabled: Bool
        var lastText: String?
        var lastFailed: Bool
    }

    var rows: [Row]
    var hasRows: Bool
    var writeLocked: Bool
    var flash: Flash?
    var form: WebhookFormView
}

/// The webhook form (`webhooks/form` partial), new or edit, with its values and the messages beside its fields.
struct WebhookFormView: Sendable {
    /// One event checkbox.
    struct EventOption: Sendable {
        var value: String
        var label: String
        var hint: String
        var checked: Bool
        var id: String
    }

    var action: String
    var name: String
    var url: String
    var prealarmMinutes: String
    var enabled: Bool
    var isNew: Bool
    /// The secret, shown to those who may change it (edit form only).
    var secret: String?
    var events: [EventOption]
    /// Messages by field (`url`, `name`, `secret`, `events`, `prealarmMinutes`).
    var errors: [String: String]?
}

/// One webhook's page (`webhooks/edit`): its form and its delivery log.
struct WebhookEditView: Sendable {
    /// One delivery.
    struct Delivery: Sendable {
        var event: String
        var statusText: String
        var status: String
        var whenText: String
        var detail: String
    }

    var id: String
    var name: String
    var writeLocked: Bool
    var flash: Flash?
    var form: WebhookFormView
    var deliveries: [Delivery]
    var hasDeliveries: Bool
}

/// The confirmation page before deleting a webhook (`webhooks/delete`).
struct WebhookDeleteView: Sendable {
    var id: String
    var question: String
    var writeLocked: Bool
}
