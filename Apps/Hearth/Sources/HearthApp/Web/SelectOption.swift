/// One `<option>` of a `<select>` (or one radio button): the one builder every form uses.
struct SelectOption: Sendable {
    var value: String
    var label: String
    var selected: Bool
    /// The same flag under the name radio buttons use (`checked`).
    var checked: Bool
    /// An element id for radio buttons (`theme-dark`), when the form needs one.
    var id: String?

    init(value: String, label: String, selected: Bool, id: String? = nil) {
        self.value = value
        self.label = label
        self.selected = selected
        self.checked = selected
        self.id = id
    }

    /// One option per raw value, labelled by `label(value)`.
    static func options(
        _ values: [String], selected: String?, id: ((String) -> String)? = nil, label: (String) -> String
    ) -> [SelectOption] {
        values.map { SelectOption(value: $0, label: label($0), selected: $0 == selected, id: id?($0)) }
    }
}
