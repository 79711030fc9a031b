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

    @Test func pooledTokensAreLongAndDifferentAcrossRefills() {
        // 300 tokens of 32 bytes draw the 4 KiB pool more than twice
        let tokens = Set((0..<300).map { _ in Crypto.pooledRandomToken() })
        #expect(tokens.count == 300)
        #expect(tokens.allSatisfy { $0.count == 43 })
    }

    @Test func aPoolHandsOutEachByteOnceAndRefillsWhenItRunsOut() {
        // Given a pool of 64 bytes
        let pool = RandomPool(size: 64)
        // when it is drawn three times 32 bytes (the third draw refills it)
        let draws = (0..<3).map { _ in pool.take(32) }
        // then each draw has its size, no two are equal, and none is the wiped (all-zero) copy
        #expect(draws.allSatisfy { $0.count == 32 })
        #expect(Set(draws).count == 3)
        #expect(!draws.contains([UInt8](repeating: 0, count: 32)))
        // and a draw larger than the pool comes straight from the generator
        #expect(pool.take(100).count == 100)
    }
}
