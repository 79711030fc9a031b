/// A `DURATION` value (RFC 5545 §3.3.6) as wall-clock seconds: `P1D` is 86 400 seconds on the wall clock, so a
/// day-long event that crosses a daylight-saving change still ends at the same time of day.
public struct EventDuration: Hashable, Sendable {
    /// The length in wall-clock seconds (never negative).
    public var seconds: Int

    /// Creates a duration.
    ///
    /// - Parameter seconds: Wall-clock seconds.
    public init(seconds: Int) { self.seconds = seconds }

    /// Reads `[+-]P[nW]` or `[+-]P[nD][T[nH][nM][nS]]`.
    ///
    /// - Parameter text: The written duration.
    /// - Returns: The duration (a negative one as its absolute length), or `nil` when malformed.
    public static func parse(_ text: String) -> EventDuration? {
        var body = Substring(text.trimmingSpaces.uppercased())
        if body.first == "+" || body.first == "-" { body = body.dropFirst() }
        guard body.first == "P" else { return nil }
        body = body.dropFirst()
        var total = 0
        var digits = ""
        var inTime = false
        var sawUnit = false
        for character in body {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            if character == "T" {
                guard digits.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let value = Int(digits), value <= 100_000_000 else { return nil }
            switch (character, inTime) {
            case ("W", false): total += value * 604_800
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
            digits = ""
            sawUnit = true
        }
        guard digits.isEmpty, sawUnit else { return nil }
        return EventDuration(seconds: total)
    }
}
