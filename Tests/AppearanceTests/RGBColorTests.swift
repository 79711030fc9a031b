import Appearance
import Foundation
import Testing

@Suite struct RGBColorTests {
    @Test(arguments: [
        ("#ffffff", RGBColor(red: 255, green: 255, blue: 255)),
        ("#000", RGBColor(red: 0, green: 0, blue: 0)),
        ("#1A2b3C", RGBColor(red: 0x1A, green: 0x2B, blue: 0x3C)),
        ("b5490f", RGBColor(red: 0xB5, green: 0x49, blue: 0x0F)),
        ("  #abc  ", RGBColor(red: 0xAA, green: 0xBB, blue: 0xCC)),
        ("#abcd", RGBColor(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0xDD)),
        ("#ff7a1a80", RGBColor(red: 0xFF, green: 0x7A, blue: 0x1A, alpha: 0x80)),
    ])
    func parsesHex(input: String, expected: RGBColor) throws {
        // Given a valid hex string
        // When it is parsed
        let color = try RGBColor(hex: input)
        // Then the channels match
        #expect(color == expected)
    }

    @Test func rejectsInvalidHex() {
        // Given invalid strings, when parsed, then each throws the matching error
        #expect(throws: HexColorError.empty) { try RGBColor(hex: "") }
        #expect(throws: HexColorError.empty) { try RGBColor(hex: "#") }
        #expect(throws: HexColorError.invalidLength("#12345")) { try RGBColor(hex: "#12345") }
        #expect(throws: HexColorError.invalidLength("#1234567")) { try RGBColor(hex: "#1234567") }
        #expect(throws: HexColorError.invalidCharacter("g", in: "#12345g")) { try RGBColor(hex: "#12345g") }
        #expect(throws: HexColorError.invalidCharacter("#", in: "##123")) { try RGBColor(hex: "##123") }
        #expect(throws: HexColorError.invalidCharacter("٣", in: "#12٣")) { try RGBColor(hex: "#12٣") }
    }

    @Test func errorDescriptionNamesTheInput() {
        // Given an error, when described, then the input appears
        #expect(HexColorError.invalidLength("#12345").description.contains("#12345"))
    }

    @Test func formatsHex() throws {
        // Given opaque and translucent colours
        let opaque = RGBColor(rgb: 0x0A0B0C)
        let translucent = RGBColor(rgb: 0xFF7A1A, alpha: 0x80)
        // Then opaque formats as #rrggbb and translucent as #rrggbbaa, and both round-trip
        #expect(opaque.hexString == "#0a0b0c")
        #expect(translucent.hexString == "#ff7a1a80")
        #expect(try RGBColor(hex: opaque.hexString) == opaque)
        #expect(try RGBColor(hex: translucent.hexString) == translucent)
    }

    @Test func relativeLuminanceOfKnownColours() throws {
        // Given black, white and mid grey
        // Then luminance follows the WCAG formula
        #expect(RGBColor.black.relativeLuminance == 0)
        #expect(RGBColor.white.relativeLuminance == 1)
        #expect(abs(try RGBColor(hex: "#808080").relativeLuminance - 0.2158605) < 1e-6)
        // And a channel at the 0.03928 threshold uses the linear segment (10/255 = 0.0392 <= 0.03928)
        #expect(abs(RGBColor(red: 10, green: 10, blue: 10).relativeLuminance - (10.0 / 255) / 12.92) < 1e-12)
    }

    @Test(arguments: [
        ("#000000", "#ffffff", 21.0),
        ("#ffffff", "#ffffff", 1.0),
        ("#777777", "#ffffff", 4.478),
        ("#767676", "#ffffff", 4.542),
        ("#ffffff", "#0000ff", 8.592),
        ("#ff0000", "#ffffff", 3.998),
    ])
    func contrastRatioOfKnownPairs(foreground: String, background: String, expected: Double) throws {
        // Given a known pair
        let fg = try RGBColor(hex: foreground)
        let bg = try RGBColor(hex: background)
        // When measured
        let ratio = fg.contrastRatio(on: bg)
        // Then it matches the published value, symmetrically
        #expect(abs(ratio - expected) < 0.001)
        #expect(abs(bg.contrastRatio(on: fg) - expected) < 0.001)
    }

    @Test func translucentForegroundIsCompositedFirst() throws {
        // Given 50 % black over white
        let halfBlack = RGBColor(red: 0, green: 0, blue: 0, alpha: 128)
        // When composited and measured
        let composite = halfBlack.composited(over: .white)
        // Then it is mid grey, and the ratio is that of the grey, not of opaque black
        #expect(composite == RGBColor(rgb: 0x7F7F7F))
        #expect(abs(halfBlack.contrastRatio(on: .white) - composite.contrastRatio(on: .white)) < 1e-12)
        #expect(halfBlack.contrastRatio(on: .white) < 5)
    }

    @Test func codableAsHexString() throws {
        // Given a colour, when encoded, then it is its hex string, and decodes back
        let color = RGBColor(rgb: 0xB5490F)
        let data = try JSONEncoder().encode([color])
        #expect(String(decoding: data, as: UTF8.self) == ##"["#b5490f"]"##)
        #expect(try JSONDecoder().decode([RGBColor].self, from: data) == [color])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([RGBColor].self, from: Data(##"["#zzz"]"##.utf8))
        }
    }
}
