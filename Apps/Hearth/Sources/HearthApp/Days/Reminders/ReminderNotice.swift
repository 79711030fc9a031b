import DaysCore
import Foundation
import HearthBasics

/// The data of a `reminder` event on `/events`: which day, which occurrence, and the message in every
/// language (the page picks its own).
struct ReminderNotice: Codable, Equatable, Sendable {
    /// Unique per firing: `dayId/occurrence/daysBefore/time`.
    var key: String
    var dayId: String
    var title: String
    var occurrence: String
    var daysBefore: Int
    var time: String
    var fireAt: String
    /// The message by language tag (`en`, `zh-Hans`).
    var message: [String: String]
    /// The close button's label by language tag.
    var close: [String: String]
    /// The notifications area's name by language tag.
    var heading: [String: String]

    init(firing: ScheduledReminder, day: Day, strings: Strings) {
        let dayKey = firing.dayId.lowercased
        key = "\(dayKey)/\(firing.occurrence)/\(firing.reminder.daysBefore)/\(firing.reminder.time)"
        dayId = dayKey
        title = day.title
        occurrence = firing.occurrence.description
        daysBefore = firing.reminder.daysBefore
        time = firing.reminder.time.description
        fireAt = InstantFormat.string(from: firing.fireDate, style: .wholeSeconds)
        var message: [String: String] = [:]
        var close: [String: String] = [:]
        var heading: [String: String] = [:]
        for language in Language.allCases {
            let text = DaysText(strings: strings, language: language)
            let date = text.medium(firing.occurrence)
            let key =
                switch firing.reminder.daysBefore {
                case 0: "notification.today"
                case 1: "notification.tomorrow"
                default: "notification.inDays"
                }
            message[language.rawValue] = text.string(
                key, ["title": day.title, "date": date, "days": text.number(firing.reminder.daysBefore)])
            close[language.rawValue] = text.string("notification.close")
            heading[language.rawValue] = text.string("notification.heading")
        }
        self.message = message
        self.close = close
        self.heading = heading
    }
}
