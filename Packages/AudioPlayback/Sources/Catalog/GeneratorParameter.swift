/// One tunable parameter of a generator: its JSON name, allowed range and default.
public struct GeneratorParameter: Hashable, Sendable {
    /// The key in an entry's `parameters` object, for example `intensity`.
    public let name: String
    /// The allowed values, inclusive.
    public let range: ClosedRange<Double>
    /// The value used when the catalog leaves it out.
    public let defaultValue: Double
    /// What it changes, in English.
    public let summary: String

    /// Creates a parameter description.
    ///
    /// - Parameters:
    ///   - name: The JSON key.
    ///   - range: The allowed values.
    ///   - defaultValue: The value when absent; inside `range`.
    ///   - summary: What it changes.
    public init(name: String, range: ClosedRange<Double>, defaultValue: Double, summary: String) {
        self.name = name
        self.range = range
        self.defaultValue = defaultValue
        self.summary = summary
    }

    static func width(_ defaultValue: Double = 1) -> GeneratorParameter {
        GeneratorParameter(
            name: "width", range: 0...1, defaultValue: defaultValue,
            summary: "Stereo width: 0 the same in both ears, 1 independent")
    }

    static func level(_ name: String, _ defaultValue: Double, _ summary: String) -> GeneratorParameter {
        GeneratorParameter(name: name, range: 0...1, defaultValue: defaultValue, summary: summary)
    }
}
