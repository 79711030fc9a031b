import Foundation
import Testing

@testable import HearthApp

@Suite("Crypto: tokens")
struct CryptoTests {
    @Test func base64URLMatchesFoundationsBase64WithTheURLAlphabet() {
        for count in 0...40 {
            let bytes = Crypto.randomBytes(count)
            let foundation = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
            #expect(Crypto.base64URL(bytes) == foundation)
        }
        #expect(Crypto.base64URL([0xFB, 0xFF]) == "-_8")
    }

    @Test func tokensAreLongAndDifferent() {
        let tokens = Set((0..<100).map { _ in Crypto.randomToken() })
        #expect(tokens.count == 100)
        #expect(tokens.allSatisfy { $0.count == 43 })
    }
}
