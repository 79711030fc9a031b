import CMicroHTTPD
import Testing

@testable import HTTPServer

@Suite("ResponseCache: libmicrohttpd responses kept for bodies that come back with the same storage")
struct ResponseCacheTests {
    private let body = [UInt8](repeating: 65, count: 512)
    private let headers: HTTPHeaders = ["Content-Type": "text/plain"]

    /// A response to keep, counting how many were built.
    private func make(_ built: inout Int) -> OpaquePointer? {
        built += 1
        return MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
    }

    @Test func aBodyIsKeptTheSecondTimeItsStorageComesBack() {
        // Given a cache and one body
        let cache = ResponseCache()
        var built = 0
        // when the same storage comes three times with the same status and headers
        let first = cache.response(for: body, status: 200, headers: headers) { make(&built) }
        let second = cache.response(for: body, status: 200, headers: headers) { make(&built) }
        let third = cache.response(for: body, status: 200, headers: headers) { make(&built) }
        // then the first is the caller's to build, the second is built once and kept, the third is the kept one
        #expect(first == nil)
        #expect(second != nil && third == second)
        #expect(built == 1)
        #expect(cache.count == 1)
    }

    @Test func otherHeadersOrAnotherStatusAreNeverAnsweredWithTheKeptResponse() {
        let cache = ResponseCache()
        var built = 0
        _ = cache.response(for: body, status: 200, headers: headers) { make(&built) }
        _ = cache.response(for: body, status: 200, headers: headers) { make(&built) }
        #expect(cache.response(for: body, status: 200, headers: ["Content-Type": "text/html"]) { make(&built) } == nil)
        #expect(cache.response(for: body, status: 404, headers: headers) { make(&built) } == nil)
        #expect(built == 1)
    }

    @Test func freshBodiesAndTinyOnesAreNotKept() {
        let cache = ResponseCache(capacity: 4, candidateCapacity: 2)
        var built = 0
        for index in 0..<50 {
            // A different length each time: a freed body's address may come back, never with the same length
            let fresh = [UInt8](repeating: 66, count: 700 + index)
            #expect(cache.response(for: fresh, status: 200, headers: headers) { make(&built) } == nil)
        }
        let tiny: [UInt8] = [1, 2, 3]
        for _ in 0..<3 { #expect(cache.response(for: tiny, status: 200, headers: headers) { make(&built) } == nil) }
        #expect(cache.count == 0)
    }

    @Test func aCandidatePushedOutByNewerOnesStartsOver() {
        let cache = ResponseCache(capacity: 4, candidateCapacity: 2)
        var built = 0
        let shared = [UInt8](repeating: 67, count: 600)
        let others = (0..<2).map { [UInt8](repeating: 68, count: 800 + $0) }
        #expect(cache.response(for: shared, status: 200, headers: headers) { make(&built) } == nil)
        for other in others { _ = cache.response(for: other, status: 200, headers: headers) { make(&built) } }
        // Two newer candidates filled the ring: the shared body is a candidate again, not kept yet.
        #expect(cache.response(for: shared, status: 200, headers: headers) { make(&built) } == nil)
        #expect(built == 0)
        // Seen again while still a candidate: kept, and the same response from then on.
        let kept = cache.response(for: shared, status: 200, headers: headers) { make(&built) }
        #expect(kept != nil && built == 1)
        #expect(cache.response(for: shared, status: 200, headers: headers) { make(&built) } == kept)
        #expect(cache.count == 1)
    }

    @Test func theOldestKeptResponseMakesRoomForANewOne() {
        let cache = ResponseCache(capacity: 1)
        var built = 0
        let other = [UInt8](repeating: 67, count: 512)
        for bytes in [body, body, other, other] {
            _ = cache.response(for: bytes, status: 200, headers: headers) { make(&built) }
        }
        #expect(built == 2)
        #expect(cache.count == 1)
        // The first body's entry is gone: it is a candidate again, not answered from the cache.
        #expect(cache.response(for: body, status: 200, headers: headers) { make(&built) } == nil)
    }
}
