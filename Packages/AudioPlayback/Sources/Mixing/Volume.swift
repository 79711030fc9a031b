import Foundation

/// A perceptual volume, 0…1 as on a slider (JSON: a number 0-100), and the gain it stands for.
///
/// The gain is the level cubed (the curve PulseAudio uses for its software volume): half the slider is -18 dB,
/// a tenth is -60 dB, and equal slider steps sound like roughly equal steps in loudness. Browsers apply the same
/// formula, so a mix sounds the same everywhere.
public struct Volume: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// Silence.
    public static let silent = Volume(level: 0)
    /// Full volume (gain 1).
    public static let full = Volume(level: 1)

    /// The slider position, 0…1.
    public let level: Double

    /// A volume from a slider position, clamped to 0…1 (NaN becomes 0).
    public init(level: Double) {
        self.level = level.isNaN ? 0 : min(max(level, 0), 1)
    }

    /// A volume from a percentage, refusing values outside 0-100.
    ///
    /// - Parameter percent: 0-100.
    /// - Throws: ``VolumeError`` when out of range or not finite.
    public init(percent: Double) throws(VolumeError) {
        guard percent.isFinite, (0...100).contains(percent) else { throw VolumeError(value: percent) }
        level = percent / 100
    }

    /// The slider position as a percentage.
    public var percent: Double { level * 100 }

    /// The amplitude factor: `level³`.
    public var gain: Double { level * level * level }

    /// The gain in decibels (-infinity for silence).
    public var decibels: Double { level > 0 ? 60 * log10(level) : -.infinity }

    /// Compares slider positions.
    public static func < (a: Volume, b: Volume) -> Bool { a.level < b.level }

    /// The gain for a slider position (the cube), for code that works with raw levels.
    public static func gain(forLevel level: Double) -> Double {
        let clamped = min(max(level, 0), 1)
        return clamped * clamped * clamped
    }

    /// `"40%"`.
    public var description: String { "\(percent.formatted)%" }

    /// Decodes a number 0-100.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Double.self)
        do {
            try self.init(percent: value)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the percentage.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(percent)
    }
}

/// A volume outside 0-100.
public struct VolumeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The refused value.
    public let value: Double

    /// Creates the error for `value`.
    public init(value: Double) { self.value = value }

    /// `volume must be 0-100, not 120`.
    public var description: String { "volume must be 0-100, not \(value.formatted)" }
}
