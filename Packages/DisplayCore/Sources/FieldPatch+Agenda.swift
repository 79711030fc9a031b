import HearthBasics

extension FieldPatch {
    /// The `agenda` object: `show`, `allCalendars` and `calendars` (an array of calendar ids, kept lowercase).
    mutating func agenda(_ target: inout AgendaOverlaySettings) {
        bool("show", &target.show)
        bool("allCalendars", &target.allCalendars)
        guard let value = value("calendars") else { return }
        guard case .array(let items) = value else { return wrongType("calendars", expected: "an array", got: value) }
        var ids: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let id) = item else {
                return wrongType("calendars[\(index)]", expected: "a string", got: item)
            }
            ids.append(id.lowercased())
        }
        target.calendars = ids
    }
}
