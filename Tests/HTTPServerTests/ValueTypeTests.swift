import Foundation
import HTTPServer
import Testing

@Suite struct ValueTypeTests {
    @Test func headersAreCaseInsensitiveOrderedAndRepeatable() {
        var headers: HTTPHeaders = ["Content-Type": "text/plain", "Set-Cookie": "a=1"]
        headers.add(name: "set-cookie", value: "b=2")
        #expect(headers["content-type"] == "text/plain")
        #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
        #expect(headers.contains("CONTENT-TYPE"))
        headers["Set-Cookie"] = "c=3"
        #expect(headers.values(for: "Set-Cookie") == ["c=3"])
        headers["X-New"] = "1"
        #expect(headers.map(\.name) == ["Content-Type", "Set-Cookie", "X-New"])
        headers["content-type"] = nil
        #expect(!headers.contains("Content-Type"))
        headers.remove("x-new")
        #expect(headers.count == 1)
        #expect(HTTPHeaders([(name: "A", value: "1")]) == ["a": "1"])
    }

    @Test func headerNamesCompareIgnoringASCIICaseOnly() {
        #expect(HTTPHeaders.sameName("Content-Length", "content-LENGTH"))
        #expect(HTTPHeaders.sameName("X-Frame-Options", "X-Frame-Options"))
        #expect(!HTTPHeaders.sameName("Content-Length", "Content-Lengt"))
        #expect(!HTTPHeaders.sameName("Referrer-Policy", "X-Frame-Options"))  // same length
        // Bytes that differ only in bit 5 are the same only when they are letters.
        #expect(!HTTPHeaders.sameName("A@B", "A`B"))
        #expect(!HTTPHeaders.sameName("x[", "x{"))
        #expect(!HTTPHeaders.sameName("a-b", "a\rb"))
        // A long name (native storage) against a bridged-looking substring copy.
        let long = String(repeating: "Cross-Origin-", count: 4) + "Policy"
        #expect(HTTPHeaders.sameName(long, String(long.uppercased()[...])))
        #expect(!HTTPHeaders.sameName("é", "É"))
    }

    @Test func queryItems() throws {
        let query = try QueryItems(parsing: "q=a+b%2Bc&x&x=2&=v")
        #expect(query["q"] == "a b+c")
        #expect(query.values(for: "x") == ["", "2"])
        #expect(query[""] == "v")
        #expect(query["missing"] == nil)
        #expect(throws: HTTPError.self) { try QueryItems(parsing: "a=%") }
        var built: QueryItems = ["a": "1"]
        built.append(name: "b", value: "2")
        #expect(built.map(\.name) == ["a", "b"])
    }

    @Test func statusesAndMethods() {
        #expect(HTTPStatus.contentTooLarge.code == 413)
        #expect(HTTPStatus.unprocessableContent.reasonPhrase == "Unprocessable Content")
        #expect(HTTPStatus.requestHeaderFieldsTooLarge.code == 431)
        #expect(HTTPStatus(code: 404) == .notFound)
        #expect(HTTPStatus(code: 299).reasonPhrase == "")
        #expect(HTTPMethod(rawValue: "GET") == .get)
        #expect(HTTPMethod.patch.description == "PATCH")
    }

    @Test func cookies() {
        #expect(Cookie(name: "session", value: "abc").headerValue == "session=abc; Path=/; HttpOnly; SameSite=Lax")
        let full = Cookie(
            name: "s", value: "v", path: "/app", maxAge: 0, httpOnly: false, secure: true, sameSite: .strict)
        #expect(full.headerValue == "s=v; Path=/app; Max-Age=0; Secure; SameSite=Strict")
        #expect(Cookie(name: "a\r\nX: y", value: "1;2").headerValue.hasPrefix("aX: y=12;"))
        #expect(Cookie(name: "n", value: "é;x,\u{7F}y").headerValue.hasPrefix("n=éxy; Path=/;"))
        var response = Response.text("hi")
        response.setCookie(Cookie(name: "a", value: "1"))
        response.setCookie(Cookie(name: "b", value: "2"))
        #expect(response.headers.values(for: "Set-Cookie").count == 2)
        let request = Request(method: .get, path: "/", headers: ["Cookie": "a=1; b=x=y; a=2; junk"])
        #expect(request.cookies == ["a": "1", "b": "x=y"])
    }

    @Test func anHTTPSServerMarksEveryCookieSecureOnce() {
        #expect(
            Cookie.markingSecure("a=1; Path=/; HttpOnly; SameSite=Lax") == "a=1; Path=/; HttpOnly; SameSite=Lax; Secure"
        )
        #expect(Cookie.markingSecure("a=1; Path=/; Secure; SameSite=Strict") == "a=1; Path=/; Secure; SameSite=Strict")
        #expect(Cookie.markingSecure("a=1; path=/;secure") == "a=1; path=/;secure")
        #expect(Cookie.markingSecure("secure=1; Path=/") == "secure=1; Path=/; Secure")
    }

    @Test func responseHelpers() throws {
        struct Item: Encodable { var id: Int }
        let json = try Response.json(Item(id: 3), status: .created)
        #expect(json.status == .created)
        #expect(json.headers["Content-Type"] == "application/json; charset=utf-8")
        guard case .bytes(let bytes) = json.body else { Issue.record("no body"); return }
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"id":3}"#)
        #expect(Response.html("<p>").headers["Content-Type"] == "text/html; charset=utf-8")
        let redirect = Response.redirect(to: "/days")
        #expect(redirect.status == .seeOther && redirect.headers["Location"] == "/days")
        let error = HTTPError(.unprocessableContent, code: "invalid_field", message: "Title is empty.", field: "title")
        #expect(error.response.status.code == 422)
        #expect(error.field == "title")
    }

    @Test func remoteAddresses() {
        #expect(RemoteAddress(ip: "127.0.0.5", port: 1).isLoopback)
        #expect(RemoteAddress(ip: "::1", port: 1).isLoopback)
        #expect(!RemoteAddress(ip: "192.168.1.2", port: 1).isLoopback)
        #expect(RemoteAddress(ip: "::1", port: 80).description == "[::1]:80")
    }

    @Test func httpDates() {
        #expect(HTTPDate.format(seconds: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun, 06 Foo 1994 08:49:37 GMT") == nil)
    }
}
