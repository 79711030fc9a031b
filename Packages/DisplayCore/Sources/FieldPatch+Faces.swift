import HearthBasics

extension FieldPatch {
    /// The `faces` object: `face`, `secondsMode` and `worldClocks` (an array of `{zone, label}` objects).
    mutating func faces(_ target: inout ClockFaceSettings) {
        choice("face", &target.face)
        choice("secondsMode", &target.secondsMode)
        worldClocks("worldClocks", &target.worldClocks)
    }

    private mutating func worldClocks(_ key: String, _ target: inout [WorldClock]) {
        guard let value = value(key) else { return }
        guard case .array(let items) = value else { return wrongType(key, expected: "an array", got: value) }
        var clocks: [WorldClock] = []
        for (index, item) in items.enumerated() {
            let field = key + "[\(index)]"
            guard case .object(let object) = item else { return wrongType(field, expected: "an object", got: item) }
            var inner = FieldPatch(object, prefix: prefix + field + ".")
            var clock = WorldClock(zone: "", label: "")
            inner.string("zone", &clock.zone)
            inner.string("label", &clock.label)
            inner.reportUnknownFields()
            issues += inner.issues
            clocks.append(clock)
        }
        target = clocks
    }

    private mutating func string(_ key: String, _ target: inout String) {
        guard let value = value(key) else { return }
        guard case .string(let text) = value else { return wrongType(key, expected: "a string", got: value) }
        target = text
    }
}
