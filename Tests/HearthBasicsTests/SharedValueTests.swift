import Foundation
import HearthBasics
import Testing

@Suite struct SharedValueTests {
    enum Reason: String, Codable, Sendable, CaseIterable { case required, tooLong }

    @Test func aValidationIssueEncodesAsFieldReasonAndMessage() throws {
        let issue = ValidationIssue(field: "reminders[1].time", reason: Reason.tooLong, message: "Too long.")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(issue), as: UTF8.self)
        #expect(json == #"{"field":"reminders[1].time","message":"Too long.","reason":"tooLong"}"#)
        #expect(try JSONDecoder().decode(ValidationIssue<Reason>.self, from: Data(json.utf8)) == issue)
        #expect(ValidationIssue<Reason>.Reason.allCases == [.required, .tooLong])
    }

    @Test func jsonValuesKeepBooleansNumbersAndNullApart() throws {
        let text = #"{"a": true, "b": 1, "c": null, "d": [1, "x"], "e": {"f": 0.5}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(
            value
                == .object([
                    "a": .bool(true), "b": .number(1), "c": .null, "d": .array([.number(1), .string("x")]),
                    "e": .object(["f": .number(0.5)]),
                ]))
        #expect(JSONValue.bool(false).typeName == "a boolean")
        #expect(JSONValue.array([]).typeName == "an array")
    }

    @Test func fnv1aMatchesThePublishedVectors() {
        // Test vectors of the FNV reference (Landon Curt Noll's fnv-1a 64-bit).
        #expect(FNV1a.hash("") == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash("a") == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_F739_67E8)
        var pieces = FNV1a()
        pieces.add("foo")
        pieces.add(Array("bar".utf8))
        #expect(pieces.value == FNV1a.hash("foobar"))
    }

    @Test func controlCharactersOtherThanTabsAndLineBreaksAreRefused() {
        #expect(!"Mum's birthday\tat 9\r\n".hasForbiddenControlCharacters)
        #expect("nul\u{0}".hasForbiddenControlCharacters)
        #expect("escape\u{1B}[31m".hasForbiddenControlCharacters)
        #expect(!"delete\u{7F} is not C0".hasForbiddenControlCharacters)
        #expect("unit\u{1F}"[...].hasForbiddenControlCharacters)
    }
}
