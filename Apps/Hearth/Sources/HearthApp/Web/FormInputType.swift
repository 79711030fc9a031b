import Appearance
import DaysCore
import HearthBasics

/// The `type` of a form field that shows a value again: the browser's own picker when the value is one the picker
/// can hold, a plain text field otherwise. A `type="date"` field given "2026-02-30" (or a `type="time"` field given
/// "25:00") shows nothing and is invalid HTML, so a refused value comes back as text, beside its error.
enum FormInputType {
    /// `date` for an empty value or a real `YYYY-MM-DD` day, `text` otherwise.
    static func date(_ value: String) -> String {
        value.isEmpty || LocalDate(value) != nil ? "date" : "text"
    }

    /// `time` for an empty value or a real `HH:mm` time, `text` otherwise.
    static func time(_ value: String) -> String {
        value.isEmpty || TimeOfDay(value) != nil ? "time" : "text"
    }

    /// `color` for a `#rrggbb` colour (the only form a colour field holds), `text` otherwise.
    static func color(_ value: String) -> String {
        value.count == 7 && value.hasPrefix("#") && (try? RGBColor(hex: value)) != nil ? "color" : "text"
    }
}
