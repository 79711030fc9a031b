import AlarmKitCore

/// What a webhook can be told: a ring is near (`alarm.prealarm`, N minutes before, for lights that fade in), an
/// alarm rang, was snoozed, dismissed or missed.
enum WebhookEvent: String, CaseIterable, Codable, Sendable, Comparable {
    case prealarm = "alarm.prealarm"
    case ring = "alarm.ring"
    case snooze = "alarm.snooze"
    case dismiss = "alarm.dismiss"
    case missed = "alarm.missed"

    /// The event an alarm's recorded change becomes (a skip is none).
    init?(_ kind: AlarmEvent.Kind) {
        switch kind {
        case .rang: self = .ring
        case .snoozed: self = .snooze
        case .dismissed: self = .dismiss
        case .missed: self = .missed
        case .skipped: return nil
        }
    }

    /// The locale key's last part (`prealarm`, `ring` …).
    var key: String { String(rawValue.dropFirst("alarm.".count)) }

    static func < (lhs: WebhookEvent, rhs: WebhookEvent) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
