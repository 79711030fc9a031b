import Foundation

extension DisplaySettingsPages {
    /// The agenda block's calendar boxes, one per household calendar (`agenda.calendar.<id>`, ticked from
    /// `values`), and the block's hint when there is no calendar yet.
    func agendaCalendarFields(values: [String: String], language: Language) async throws -> (
        fields: [DisplayFieldView], hint: String?
    ) {
        let calendars = try await site.ports.agenda.calendars()
        guard !calendars.isEmpty else {
            return ([], site.strings.string("display.settings.agendaNoCalendars", language))
        }
        let fields = calendars.map { calendar in
            let name = DisplayStyleForm.agendaCalendarPrefix + calendar.id.lowercased
            return DisplayFieldView(
                name: name, id: name.replacingOccurrences(of: ".", with: "-"), label: calendar.name, hint: nil,
                error: nil, value: "on", inputType: "checkbox", isCheckbox: true, isSelect: false, isColor: false,
                checked: values[name] != nil, min: nil, max: nil, step: nil, maxLength: nil, options: [])
        }
        return (fields, site.strings.string("display.settings.agendaCalendarsHint", language))
    }
}
