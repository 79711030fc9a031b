import HTTPServer
import Testing

@Suite("MediaType: a request's Content-Type, parsed once")
struct MediaTypeTests {
    @Test func aRequestReadsItsContentType() {
        let request = Request(
            method: .post, path: "/import", headers: ["Content-Type": "Text/CSV ; charset=\"utf-8\""])
        #expect(request.contentType?.essence == "text/csv")
        #expect(request.contentType?.parameters["charset"] == "utf-8")
        #expect(Request(method: .post, path: "/", headers: ["Content-Type": "nonsense"]).contentType == nil)
        #expect(Request(method: .post, path: "/").contentType == nil)
    }
}
