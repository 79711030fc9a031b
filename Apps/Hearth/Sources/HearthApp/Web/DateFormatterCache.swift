import Foundation
import HTTPServer

/// Date formatters are costly to create (each loads ICU data), so pages share them: one per locale, time zone
/// and format, used under a lock. The app's one formatter cache (`DateFormatterCache.shared`).
final class DateFormatterCache: Sendable {
    /// How a date is written.
    enum Format: Hashable, Sendable {
        /// A fixed pattern such as `HH:mm`.
        case pattern(String)
        /// The locale's date style (`medium`: "22 Nov 2026", `full`: "Sunday, 22 November 2026"), no time.
        case date(DateFormatter.Style)
    }

    private struct Key: Hashable {
        var locale: String
        var timeZone: String
        var format: Format
    }

    private final class Box: @unchecked Sendable {
        // @unchecked: only touched while the cache's mutex is held.
        let formatter: DateFormatter
        init(_ formatter: DateFormatter) { self.formatter = formatter }
    }

    /// The cache the app shares.
    static let shared = DateFormatterCache()

    private let cache = Locked<[Key: Box]>([:])

    /// `date` written in `format` for `locale` in `timeZone`.
    func string(from date: Date, _ format: Format, locale: Locale, timeZone: TimeZone) -> String {
        let key = Key(locale: locale.identifier, timeZone: timeZone.identifier, format: format)
        return cache.withLock { cache in
            let box: Box
            if let existing = cache[key] {
                box = existing
            } else {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = timeZone
                switch format {
                case .pattern(let pattern): formatter.dateFormat = pattern
                case .date(let style):
                    formatter.dateStyle = style
                    formatter.timeStyle = .none
                }
                box = Box(formatter)
                cache[key] = box
            }
            return box.formatter.string(from: date)
        }
    }
}
