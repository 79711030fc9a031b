import Foundation

extension GeneratorKind {
    /// The stochastic part of the sound, or nil when it has none (alarm tones).
    func makeVoice(_ context: SynthesisContext) -> (any NoiseVoice)? {
        switch self {
        case .whiteNoise: ColoredNoiseVoice(.white, context: context)
        case .pinkNoise: ColoredNoiseVoice(.pink, context: context)
        case .brownNoise: ColoredNoiseVoice(.brown, context: context)
        case .heavyRain: RainVoice(.heavy, context: context)
        case .lightRain: RainVoice(.light, context: context)
        case .thunderstorm: ThunderstormVoice(context: context)
        case .oceanWaves: OceanVoice(context: context)
        case .stream: StreamVoice(context: context)
        case .wind: WindVoice(context: context)
        case .fireplace: FireplaceVoice(context: context)
        case .cafe: CafeVoice(context: context)
        case .fan:
            MachineVoice(
                MachineVoice.Tone(
                    highpass: 60, lowpass: 700 + 1_900 * context["speed"], lowpassQ: 0.6,
                    resonance: (260, 1.2, 3), brown: 0.5, pink: 1.1, hiss: 0.01 + 0.03 * context["speed"],
                    pulseRate: 7 + 13 * context["speed"], pulseDepth: 0.07, drift: 0.04, driftTime: 10),
                context: context)
        case .airConditioner:
            MachineVoice(
                MachineVoice.Tone(
                    highpass: 80, lowpass: 2_600, resonance: (1_150, 1.1, 2.5), brown: 0.6, pink: 1,
                    hiss: 0.015, pulseRate: 11, pulseDepth: 0.025, drift: 0.05, driftTime: 12),
                context: context)
        case .trainCabin:
            MachineVoice(
                MachineVoice.Tone(
                    highpass: 25, lowpass: 850, resonance: (95, 1.5, 5), brown: 1.4, pink: 0.5, hiss: 0.008,
                    pulseRate: 0.33, pulseDepth: 0.09, drift: 0.07, driftTime: 5),
                context: context)
        case .airplaneCabin:
            MachineVoice(
                MachineVoice.Tone(
                    highpass: 25, lowpass: 1_300, lowpassQ: 0.6, resonance: (180, 1, 2.5), brown: 1.2, pink: 0.7,
                    hiss: 0.012, drift: 0.03, driftTime: 14),
                context: context)
        case .clockTicking:
            MachineVoice(
                MachineVoice.Tone(
                    highpass: 40, lowpass: 500, brown: 0.2, pink: 0.4, drift: 0.03, driftTime: 10,
                    gain: 0.04 + 0.3 * context["room"]),
                context: context)
        case .beep, .bell, .siren, .buzzer, .chime, .marimba:
            nil
        }
    }

    /// The periodic part of the sound, or nil when it has none.
    func makePeriodicLayer(_ context: SynthesisContext) -> (any PeriodicLayer)? {
        switch self {
        case .fan:
            HumLayer(
                fundamental: 100, harmonics: [1, 0.45, 0.2, 0.08], level: 0.035 * context["hum"], swirl: 0,
                context: context)
        case .airConditioner:
            HumLayer(
                fundamental: 60, harmonics: [0.5, 1, 0.35, 0.2, 0, 0.08], level: 0.045 * context["hum"], swirl: 0.3,
                context: context)
        case .airplaneCabin:
            HumLayer(
                fundamental: 87, harmonics: [1, 0.4, 0.25, 0.1], level: 0.05 * context["engines"], swirl: 0.45,
                context: context)
        case .trainCabin: TrainRailsLayer(context: context)
        case .clockTicking: ClockTicksLayer(context: context)
        case .beep: BeepLayer(context: context)
        case .bell: BellLayer(context: context)
        case .siren: SirenLayer(context: context)
        case .buzzer: BuzzerLayer(context: context)
        case .chime: ChimeLayer(context: context)
        case .marimba: MarimbaLayer(context: context)
        default: nil
        }
    }
}
