import DisplayCore
import Foundation
import HearthBasics
import Testing

@Suite struct DisplayProfileTests {
    @Test(arguments: [
        ("Bedroom", "bedroom"), ("  Living   Room ", "living-room"), ("Kid's Room", "kids-room"),
        ("Küche 2", "kuche-2"),
        ("卧室", "卧室"), ("ＡＢＣ", "abc"), ("wall / north", "wall-north"), ("***", ""),
    ])
    func keysAreNormalised(name: String, key: String) {
        #expect(DisplayProfile.key(for: name) == key)
    }

    @Test func queryMatchesTheNameWhateverItsCase() {
        // Given a profile named "Bedroom"; then ?profile=bedroom and ?profile=BEDROOM find it
        let profile = DisplayProfile(name: "Bedroom")
        #expect(DisplayProfile.key(for: "bedroom") == profile.key)
        #expect(DisplayProfile.key(for: "BEDROOM") == profile.key)
    }

    @Test func nameRules() {
        #expect(DisplayProfile.nameIssues("Kitchen") == [])
        #expect(DisplayProfile.nameIssues(String(repeating: "a", count: 40)) == [])
        #expect(DisplayProfile.nameIssues("   ").map(\.reason) == [.required])
        #expect(DisplayProfile.nameIssues(String(repeating: "a", count: 41)).map(\.reason) == [.tooLong])
        #expect(DisplayProfile.nameIssues("bad\u{7}name").map(\.reason) == [.invalidFormat])
        #expect(DisplayProfile.nameIssues("!!!").map(\.reason) == [.invalidFormat])
        #expect(DisplayProfile.normalizedName("  Living   Room ") == "Living Room")
    }

    @Test func profileValidationPrefixesStyleFields() {
        // Given a profile with an empty name and a glow over 100
        var style = DisplayStyle.default
        style.glow = 150
        let profile = DisplayProfile(name: "", style: style)
        // Then both are named, the style's under "style."
        #expect(profile.validationIssues().map(\.field) == ["name", "style.glow"])
    }

    @Test func profileJSONRoundTrips() throws {
        let profile = DisplayProfile(
            id: UUID(uuidString: "6F1C9D2E-1B7A-4C1E-9E55-3B0C2A4D7E10")!, name: "Bedroom",
            style: DisplayStyle.default.applying(.night))
        let data = try JSONEncoder().encode(profile)
        #expect(try JSONDecoder().decode(DisplayProfile.self, from: data) == profile)
        #expect(String(decoding: data, as: UTF8.self).contains(#""name":"Bedroom""#))
    }
}
