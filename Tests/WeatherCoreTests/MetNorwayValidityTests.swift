import Foundation
import Testing
import WeatherCore

@Suite struct MetNorwayValidityTests {
    let headers = [
        "expires": "Thu, 26 Nov 2026 08:05:33 GMT", "last-modified": "Thu, 26 Nov 2026 07:35:10 GMT",
    ]

    @Test func aCopyIsKeptUntilItExpires() {
        let validity = MetNorwayValidity { headers[$0.lowercased()] }
        #expect(validity.expires == Fixtures.instant("2026-11-26T08:05:33Z"))
        #expect(!validity.allowsRequest(at: Fixtures.morning))
        #expect(!validity.allowsRequest(at: Fixtures.instant("2026-11-26T08:05:32Z")))
        #expect(validity.allowsRequest(at: Fixtures.instant("2026-11-26T08:05:33Z")))
    }

    @Test func theNextRequestAsksIfModifiedSince() {
        let validity = MetNorwayValidity { headers[$0.lowercased()] }
        #expect(validity.requestHeaders == ["If-Modified-Since": "Thu, 26 Nov 2026 07:35:10 GMT"])
    }

    @Test func withoutHeadersEveryRequestIsAllowedAndPlain() {
        let validity = MetNorwayValidity { _ in nil }
        #expect(validity.allowsRequest(at: Fixtures.morning))
        #expect(validity.requestHeaders.isEmpty)
        let garbled = MetNorwayValidity { $0 == "Expires" ? "0" : "yesterday" }
        #expect(garbled.expires == nil)
        #expect(garbled.lastModified == nil)
    }

    @Test func httpDatesRoundTrip() {
        #expect(HTTPDate.string(from: Fixtures.morning) == "Thu, 26 Nov 2026 07:40:00 GMT")
        #expect(HTTPDate.date(from: "Thu, 26 Nov 2026 07:40:00 GMT") == Fixtures.morning)
    }
}
