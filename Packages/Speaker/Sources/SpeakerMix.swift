/// What a ``Speaker`` plays: layers of sound, each with its own volume, under a master volume.
///
/// ```swift
/// let mix = SpeakerMix([.loop(rain, volume: 0.8), .loop(fan, volume: 0.3)], volume: 0.5)
/// ```
///
/// A sample of a layer is played at `Double(sample) × layer volume × mix volume × fade gain`; the layers are
/// summed, rounded to the nearest integer and clamped to 16 bits.
public struct SpeakerMix: Sendable {
    /// The layers, summed in this order.
    public var layers: [Layer]
    /// The master volume, 0…1, applied to every layer.
    public var volume: Double

    /// A mix of `layers` at master `volume` (0…1).
    public init(_ layers: [Layer], volume: Double = 1) {
        self.layers = layers
        self.volume = volume
    }

    /// One sound in a mix and its volume.
    public struct Layer: Sendable {
        /// Where a layer's frames come from.
        public enum Sound: Sendable {
            /// A loop in memory, played gaplessly for as long as the mix plays.
            case loop(PCMLoop)
            /// A stream rendered on demand with `channels` channels; it ends when the source returns fewer frames.
            case stream(any PCMSource, channels: Int)
        }

        /// Where the frames come from.
        public var sound: Sound
        /// The layer's volume, 0…1.
        public var volume: Double

        /// A layer playing `sound` at `volume` (0…1).
        public init(sound: Sound, volume: Double = 1) {
            self.sound = sound
            self.volume = volume
        }

        /// A layer looping `loop` at `volume` (0…1).
        public static func loop(_ loop: PCMLoop, volume: Double = 1) -> Layer {
            Layer(sound: .loop(loop), volume: volume)
        }

        /// A layer playing a `source` of `channels` channels (1 or 2) at `volume` (0…1).
        public static func stream(_ source: any PCMSource, channels: Int, volume: Double = 1) -> Layer {
            Layer(sound: .stream(source, channels: channels), volume: volume)
        }
    }
}
