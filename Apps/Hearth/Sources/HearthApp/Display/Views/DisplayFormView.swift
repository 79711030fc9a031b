/// One field of a display form, as `display/field.mustache` draws it.
struct DisplayFieldView: Sendable {
    var name: String
    var id: String
    var label: String
    var hint: String?
    var error: String?
    var value: String
    var inputType: String
    var isCheckbox: Bool
    var isSelect: Bool
    var isColor: Bool
    var checked: Bool
    var min: String?
    var max: String?
    var step: String?
    var maxLength: String?
    var options: [SelectOption]
}

/// A group of fields (a fieldset).
struct DisplayFieldGroupView: Sendable {
    var legend: String
    var fields: [DisplayFieldView]
    /// A sentence under the legend (the agenda block's calendars).
    var hint: String?
}

/// An error in the summary at the top of a form, linking to its field.
struct DisplayFormErrorView: Sendable {
    var id: String
    var message: String
}

/// `/settings/display`: the profiles and the form for a new one.
struct DisplayProfilesView {
    struct Row: Sendable {
        var name: String
        var displayHref: String
        var editHref: String
        var deleteHref: String
        var canDelete: Bool
    }
    var profiles: [Row]
    var nameField: DisplayFieldView
    var writeLocked: Bool
    var flash: Flash?
}

/// `/settings/display/{id}`: a profile's form with its live preview.
struct DisplayEditView {
    var action: String
    var displayHref: String
    var previewStyleHref: String
    var surface: String
    var showsSeconds: Bool
    var showsPeriod: Bool
    var showsDate: Bool
    var dateText: String
    var periodSample: String
    var fontFamily: String
    var fontWeight: String
    /// The analog faces and world clocks of the preview.
    var faces: DisplayPreviewFacesView
    /// Where display-settings.js asks for the day ahead of the choices being edited.
    var previewDayHref: String
    /// The weather and agenda of the preview.
    var dayAhead: DisplayPreviewDayView
    var nameField: DisplayFieldView
    var presets: [SelectOption]
    var groups: [DisplayFieldGroupView]
    var hasErrors: Bool
    var errorList: [DisplayFormErrorView]
    var writeLocked: Bool
    var flash: Flash?
}

/// `/settings/display/{id}/delete`.
struct DisplayDeleteView {
    var action: String
    var error: String?
}
