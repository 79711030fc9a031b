import Foundation

/// The rule for the speaker setting's device names: an ALSA PCM name such as `default`, `hw:1,0`,
/// `plughw:CARD=Device,DEV=0`, `dmix`, `null` or a name from an asoundrc. At most 64 characters: ASCII letters,
/// digits and `_ - . : , =`, starting with a letter or digit (no spaces, quotes or control characters).
enum SpeakerDeviceName {
    /// The longest name accepted.
    static let maximumLength = 64

    /// The name without surrounding spaces.
    /// - Throws: `SoundError.invalidDevice`.
    static func validated(_ text: String) throws(SoundError) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.unicodeScalars.count <= maximumLength,
            let first = name.unicodeScalars.first, isLetterOrDigit(first),
            name.unicodeScalars.allSatisfy({ isLetterOrDigit($0) || "_-.:,=".unicodeScalars.contains($0) })
        else { throw .invalidDevice }
        return name
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
