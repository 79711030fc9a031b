/// A generator and its parameter values: what a catalog entry's `generator` and `parameters` describe.
///
/// ```swift
/// let rain = try GeneratorSpec(.heavyRain, parameters: ["intensity": 0.9])
/// let loop = rain.renderLoop(options: RenderOptions(duration: 45, seed: 7))
/// ```
public struct GeneratorSpec: Hashable, Sendable {
    /// The generator.
    public let kind: GeneratorKind
    /// The values given explicitly; the rest take their defaults.
    public let parameters: [String: Double]

    /// Creates a spec, checking every parameter name and range.
    ///
    /// - Parameters:
    ///   - kind: The generator.
    ///   - parameters: Values by name; names the generator lacks or values out of range are refused.
    /// - Throws: ``GeneratorSpecError`` naming the first bad parameter.
    public init(_ kind: GeneratorKind, parameters: [String: Double] = [:]) throws(GeneratorSpecError) {
        for name in parameters.keys.sorted() {
            let value = parameters[name]!
            guard let parameter = kind.parameter(named: name) else {
                throw .unknownParameter(generator: kind, name: name)
            }
            guard value.isFinite, parameter.range.contains(value) else {
                throw .outOfRange(generator: kind, name: name, value: value, range: parameter.range)
            }
        }
        self.kind = kind
        self.parameters = parameters
    }

    /// The value of a parameter: the one given, else its default; 0 for a name the generator lacks.
    public func value(_ name: String) -> Double {
        parameters[name] ?? kind.parameter(named: name)?.defaultValue ?? 0
    }
}

/// Why a ``GeneratorSpec`` was refused.
public enum GeneratorSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The generator has no parameter of that name.
    case unknownParameter(generator: GeneratorKind, name: String)
    /// The value is outside the parameter's range (or not a finite number).
    case outOfRange(generator: GeneratorKind, name: String, value: Double, range: ClosedRange<Double>)

    /// An English sentence.
    public var description: String {
        switch self {
        case .unknownParameter(let generator, let name):
            let known = generator.parameters.map(\.name)
            return "generator \(generator.rawValue) has no parameter \"\(name)\""
                + (known.isEmpty ? " (it takes none)" : " (it takes \(known.joined(separator: ", ")))")
        case .outOfRange(let generator, let name, let value, let range):
            return "\(generator.rawValue) parameter \"\(name)\" is \(value), outside "
                + "\(range.lowerBound.formatted)…\(range.upperBound.formatted)"
        }
    }
}

extension Double {
    /// The number without a trailing ".0".
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
