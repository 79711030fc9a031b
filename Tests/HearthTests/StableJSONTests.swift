import Foundation
import Testing

@testable import HearthApp

@Suite("Stable JSON: identical requests give identical bytes, keys sorted")
struct StableJSONTests {
    /// Whether every object in `json` lists its keys in sorted order.
    static func keysAreSorted(_ text: String) throws -> Bool {
        // Reading the object keys in document order: a key is a string followed by a colon.
        let pattern = try NSRegularExpression(pattern: #""([A-Za-z0-9_]+)":"#)
        var stack: [[String]] = [[]]
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                let rest = String(text[index...])
                if let match = pattern.firstMatch(in: rest, range: NSRange(location: 0, length: rest.utf16.count)),
                    match.range.location == 0, let range = Range(match.range(at: 1), in: rest)
                {
                    stack[stack.count - 1].append(String(rest[range]))
                }
                inString = true
            } else if character == "{" {
                stack.append([])
            } else if character == "}" {
                let keys = stack.removeLast()
                if keys != keys.sorted() { return false }
            }
            index = text.index(after: index)
        }
        return true
    }

    @Test func everyJSONAnswerHasSortedKeysAndTheSameBytesTwice() async throws {
        try await TestApp.run { test in
            let family = try await test.sendJSON(
                "POST", "/api/v1/categories", ##"{"name":"Family","color":"#E4572E"}"##)
            let familyId = try family.json()["id"] as? String ?? ""
            let day = try await test.createDay(
                #"{"title":"Mum","date":"1960-12-01","kind":"birthday","categoryId":"\#(familyId)","reminders":[{"daysBefore":1,"time":"09:00"}]}"#
            )
            let dayId = day["id"] as? String ?? ""
            for path in [
                "/api/v1/settings", "/api/v1/days", "/api/v1/days/\(dayId)", "/api/v1/categories",
                "/api/v1/categories/\(familyId)", "/api/v1/export?format=json", "/healthz", "/api/v1/days/unknown",
                "/api/v1/days?sort=bogus",
            ] {
                let first = try await test.client.send("GET", path)
                let second = try await test.client.send("GET", path)
                #expect(first.header("Content-Type")?.hasPrefix("application/json") == true, "\(path)")
                // Health carries the uptime and a backup its export instant; every other answer is byte-identical.
                if !path.hasPrefix("/healthz"), !path.contains("export") {
                    #expect(first.body == second.body, "\(path)")
                }
                #expect(try Self.keysAreSorted(first.text), "\(path): \(first.text)")
            }
            let refused = try await test.sendJSON("POST", "/api/v1/days", #"{"title":"","date":"x"}"#)
            #expect(refused.status == 422)
            #expect(try Self.keysAreSorted(refused.text), "\(refused.text)")
            #expect(refused.text.hasPrefix(#"{"error":{"code":"invalid_field","field":"title","issues":[{"#))
        }
    }

    @Test func theCheckerSeesUnsortedKeys() throws {
        #expect(try Self.keysAreSorted(#"{"a":1,"b":{"c":"x:\"y","d":[{"e":1,"f":2}]}}"#))
        #expect(try !Self.keysAreSorted(#"{"contrast":"more","theme":"dark","language":"en"}"#))
        #expect(try !Self.keysAreSorted(#"[{"b":1,"a":2}]"#))
    }
}
