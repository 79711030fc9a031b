/// Where the noise plays: every display, one named display, or the server's own speaker.
///
/// JSON: `"all-displays"`, `"display:bedroom"`, `"speaker"`.
public enum AudioOutput: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// Every open display page.
    case allDisplays
    /// The display with this profile name.
    case display(String)
    /// The speaker attached to the Hearth machine.
    case speaker

    /// The longest display name accepted.
    public static let maximumNameLength = 60

    /// Parses the JSON string form; nil for anything else (an empty or too-long display name included).
    public init?(string: String) {
        switch string {
        case "all-displays": self = .allDisplays
        case "speaker": self = .speaker
        default:
            guard string.hasPrefix("display:") else { return nil }
            let name = String(string.dropFirst("display:".count))
            guard !name.isEmpty, name.count <= AudioOutput.maximumNameLength else { return nil }
            self = .display(name)
        }
    }

    /// The JSON string form.
    public var description: String {
        switch self {
        case .allDisplays: "all-displays"
        case .display(let name): "display:\(name)"
        case .speaker: "speaker"
        }
    }

    /// Orders by the string form.
    public static func < (a: AudioOutput, b: AudioOutput) -> Bool { a.description < b.description }

    /// Decodes the string form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let output = AudioOutput(string: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(text)\" is not an output (all-displays, display:NAME or speaker)")
        }
        self = output
    }

    /// Encodes the string form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
