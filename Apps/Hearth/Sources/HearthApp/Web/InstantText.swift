import AlarmKitCore
import Foundation
import HearthBasics

/// Instants and dates as pages show them, in one language and the server's zone (every feature's words use it:
/// `AlarmsText`, the holidays, quiet hours and webhooks pages).
struct InstantText {
    let language: Language
    let timeZone: TimeZone

    /// A time of day in the server's zone: "07:09".
    func time(_ instant: Date) -> String {
        DateFormatterCache.shared.string(from: instant, .pattern("HH:mm"), locale: language.locale, timeZone: timeZone)
    }

    /// A local date: "9 Mar 2026".
    func date(_ date: LocalDate) -> String {
        let utc = TimeZone(identifier: "UTC")!
        let instant = TimeOfDay(hour: 12, minute: 0)!.instant(on: date, in: utc)
        return DateFormatterCache.shared.string(from: instant, .date(.medium), locale: language.locale, timeZone: utc)
    }

    /// An instant with its date: "9 Mar 2026, 07:00:02".
    func stamp(_ instant: Date) -> String {
        let pattern = language == .english ? "d MMM yyyy, HH:mm:ss" : "yyyy年M月d日 HH:mm:ss"
        return DateFormatterCache.shared.string(
            from: instant, .pattern(pattern), locale: language.locale, timeZone: timeZone)
    }
}
