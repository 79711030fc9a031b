/// Every sound AudioPlayback can synthesize. The raw value is the catalog's `generator` string.
public enum GeneratorKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// White noise: flat spectrum.
    case whiteNoise
    /// Pink noise: -3 dB per octave, equal energy per octave.
    case pinkNoise
    /// Brown (red) noise: -6 dB per octave, a deep rumble.
    case brownNoise
    /// Heavy rain: a dense hiss, thousands of drops a second and a low rumble, in slow surges.
    case heavyRain
    /// Light rain: separate drops pattering, a faint hiss and the odd drip.
    case lightRain
    /// Heavy rain with thunder rolling in now and then, near or far.
    case thunderstorm
    /// Ocean waves: slow swells that build, break and wash back in foam.
    case oceanWaves
    /// A stream: rushing water and babbling bubbles.
    case stream
    /// Wind in gusts, with an optional whistle.
    case wind
    /// A fan: air noise, the blades' soft pulse and a motor hum.
    case fan
    /// An air conditioner: airflow and a compressor's hum.
    case airConditioner
    /// Inside a train: rumble, sway and the rails' clickety-clack.
    case trainCabin
    /// Inside an airliner: the even roar of the engines and the cabin air.
    case airplaneCabin
    /// A fireplace: the roar of the flames, hiss and crackles.
    case fireplace
    /// A clock ticking and tocking once a second in a quiet room.
    case clockTicking
    /// A café's murmur: voices with no words, cups and spoons.
    case cafe
    /// Alarm: an alarm clock's four quick beeps.
    case beep
    /// Alarm: a mechanical twin-bell alarm clock.
    case bell
    /// Alarm: a wailing siren.
    case siren
    /// Alarm: a harsh buzzer.
    case buzzer
    /// Alarm: a soft chime rising in an arpeggio.
    case chime
    /// Alarm: a gentle marimba melody.
    case marimba

    /// The catalog this generator's sounds belong to.
    public var catalogKind: CatalogKind {
        switch self {
        case .beep, .bell, .siren, .buzzer, .chime, .marimba: .alarm
        default: .ambient
        }
    }

    /// The parameters it accepts, with ranges and defaults.
    public var parameters: [GeneratorParameter] {
        switch self {
        case .whiteNoise, .pinkNoise, .brownNoise:
            [.width()]
        case .heavyRain:
            [
                .level("intensity", 0.8, "How hard it rains"),
                .level("rumble", 0.5, "Low rumble of rain on roofs"), .width(0.9),
            ]
        case .lightRain:
            [.level("intensity", 0.4, "How many drops"), .level("drips", 0.5, "Drips from the eaves"), .width(0.9)]
        case .thunderstorm:
            [
                .level("rain", 0.7, "How hard it rains"),
                GeneratorParameter(
                    name: "thunderInterval", range: 8...60, defaultValue: 20,
                    summary: "Mean seconds between thunderclaps"),
            ]
        case .oceanWaves:
            [
                GeneratorParameter(
                    name: "wavePeriod", range: 6...16, defaultValue: 10, summary: "Mean seconds between waves"),
                .level("surf", 0.6, "Foam and hiss of breaking waves"),
            ]
        case .stream:
            [.level("flow", 0.5, "How fast the water runs")]
        case .wind:
            [.level("gustiness", 0.5, "How much the wind gusts"), .level("whistle", 0.3, "Whistle in strong gusts")]
        case .fan:
            [.level("speed", 0.5, "Fan speed"), .level("hum", 0.3, "Motor hum")]
        case .airConditioner:
            [.level("hum", 0.4, "Compressor hum")]
        case .trainCabin:
            [.level("speed", 0.5, "Train speed (rhythm of the rails)")]
        case .airplaneCabin:
            [.level("engines", 0.5, "Engine drone")]
        case .fireplace:
            [.level("crackle", 0.5, "How often the wood crackles"), .level("roar", 0.5, "Roar of the flames")]
        case .clockTicking:
            [.level("room", 0.3, "Quiet room tone under the ticks")]
        case .cafe:
            [.level("crowd", 0.5, "How busy the café is"), .level("clatter", 0.3, "Cups and spoons")]
        case .beep:
            [GeneratorParameter(name: "frequency", range: 800...4000, defaultValue: 2000, summary: "Beep pitch, Hz")]
        case .siren:
            [GeneratorParameter(name: "period", range: 2...8, defaultValue: 4, summary: "Seconds per wail")]
        case .marimba:
            [GeneratorParameter(name: "tempo", range: 60...160, defaultValue: 100, summary: "Beats per minute")]
        case .bell, .buzzer, .chime:
            []
        }
    }

    /// The parameter named `name`, if this generator has it.
    public func parameter(named name: String) -> GeneratorParameter? {
        parameters.first { $0.name == name }
    }

    /// Seconds of the seam's crossfade that suit this sound (longer for slow, uneven sounds such as waves).
    var preferredCrossfade: Double {
        switch self {
        case .oceanWaves: 6
        case .thunderstorm, .wind: 4
        default: 2.5
        }
    }
}
