/// A battery's charge and power state at one moment: the machine's own (from sysfs) or a display's (from its browser).
///
/// JSON (camelCase): `{"level": 76, "status": "charging", "charging": true, "pluggedIn": true, "band": "green"}`;
/// `charging` and `band` are derived and ignored when decoding.
public struct BatteryState: Hashable, Sendable, Codable {
    /// The charge in percent, 0–100.
    public let level: Int
    /// What the battery is doing.
    public let status: BatteryStatus
    /// Whether external power (mains, USB) is connected.
    public let isPluggedIn: Bool

    /// Creates a state; the level is clamped to 0–100.
    /// - Parameters:
    ///   - level: the charge in percent.
    ///   - status: what the battery is doing.
    ///   - isPluggedIn: whether external power is connected.
    public init(level: Int, status: BatteryStatus, isPluggedIn: Bool) {
        self.level = min(max(level, 0), 100)
        self.status = status
        self.isPluggedIn = isPluggedIn
    }

    /// Whether the battery is charging now (the overlay's bolt).
    public var isCharging: Bool { status == .charging }

    /// The colour band of ``level``.
    public var band: BatteryBand { BatteryBand(level: level) }

    private enum CodingKeys: String, CodingKey {
        case level, status, charging, pluggedIn, band
    }

    /// Decodes `level`, `status` and `pluggedIn`.
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: `DecodingError` when a field is missing, of the wrong type, or the level is outside 0–100.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let level = try container.decode(Int.self, forKey: .level)
        guard (0...100).contains(level) else {
            throw DecodingError.dataCorruptedError(
                forKey: .level, in: container, debugDescription: "level must be 0 through 100, got \(level)")
        }
        self.init(
            level: level, status: try container.decode(BatteryStatus.self, forKey: .status),
            isPluggedIn: try container.decode(Bool.self, forKey: .pluggedIn))
    }

    /// Encodes every field, the derived `charging` and `band` included.
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(level, forKey: .level)
        try container.encode(status, forKey: .status)
        try container.encode(isCharging, forKey: .charging)
        try container.encode(isPluggedIn, forKey: .pluggedIn)
        try container.encode(band, forKey: .band)
    }
}
