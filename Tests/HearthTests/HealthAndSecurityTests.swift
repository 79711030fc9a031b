import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("Health, security headers and Host checks")
struct HealthAndSecurityTests {
    @Test func healthzReportsOK() async throws {
        try await TestApp.run(listening: true) { test in
            let reply = try await test.client.send("GET", "/healthz")
            #expect(reply.status == 200)
            let json = try reply.json()
            #expect(json["status"] as? String == "ok")
            #expect(json["version"] as? String == HearthApp.version)
            #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
        }
    }

    @Test func everyResponseCarriesSecurityHeaders() async throws {
        try await TestApp.run(listening: true) { test in
            // Twice each, plain and gzip: the second answers come from kept bytes and headers built once.
            let paths = ["/", "/settings", "/healthz", "/no-such-page", "/theme.css", "/static/css/hearth.css"]
            for path in paths + paths {
                let reply = try await test.client.send("GET", path)
                let gzip = try await test.client.send("GET", path, headers: [("Accept-Encoding", "gzip")])
                #expect(gzip.header("X-Frame-Options") == "DENY", "\(path)")
                #expect(gzip.headers("Content-Security-Policy").count == 1, "\(path)")
                #expect(reply.headers("X-Content-Type-Options") == ["nosniff"], "\(path)")
                let csp = try #require(reply.header("Content-Security-Policy"), "\(path)")
                #expect(csp.contains("frame-ancestors 'none'"))
                #expect(csp.contains("script-src 'self'"))
                #expect(!csp.contains("unsafe-inline"))
                #expect(reply.header("X-Content-Type-Options") == "nosniff")
                #expect(reply.header("Referrer-Policy") != nil)
            }
        }
    }

    @Test func securedHeadersAreRecognisedAndAnythingShortIsNot() {
        let secured = SecurityHeadersMiddleware.secured(["Content-Type": "text/html"])
        #expect(SecurityHeadersMiddleware.isSecured(secured))
        // A cookie added later, or names in another case, still count as secured.
        var withCookie = secured
        withCookie.add(name: "Set-Cookie", value: "a=b")
        #expect(SecurityHeadersMiddleware.isSecured(withCookie))
        var lowercased = HTTPHeaders()
        for (name, value) in secured { lowercased.add(name: name.lowercased(), value: value) }
        #expect(SecurityHeadersMiddleware.isSecured(lowercased))
        // Each missing header, or a fixed one with another value, is not.
        for (name, _) in secured where name != "Content-Type" {
            var missing = secured
            missing.remove(name)
            #expect(!SecurityHeadersMiddleware.isSecured(missing), "\(name)")
        }
        var weakened = secured
        weakened["Referrer-Policy"] = "unsafe-url"
        #expect(!SecurityHeadersMiddleware.isSecured(weakened))
        // A page's own policy and framing are kept.
        let own = SecurityHeadersMiddleware.secured(["X-Frame-Options": "SAMEORIGIN"])
        #expect(own["X-Frame-Options"] == "SAMEORIGIN" && SecurityHeadersMiddleware.isSecured(own))
    }

    @Test("A foreign or missing Host is refused on every route, including /events")
    func hostAllowlist() async throws {
        try await TestApp.run(listening: true) { test in
            for path in ["/", "/events", "/api/v1/settings", "/static/css/hearth.css", "/healthz"] {
                let foreign = try await test.client.send("GET", path, host: "attacker.example:\(test.port)")
                #expect(foreign.status == 400, "\(path)")
                #expect(!foreign.text.contains("Hearth is") || foreign.status == 400)
            }
            let missing = try await test.client.exchange(Array("GET / HTTP/1.0\r\n\r\n".utf8))
            #expect(missing.status == 400)
            for host in ["localhost:\(test.port)", "127.0.0.1:\(test.port)", "LOCALHOST", "[::1]:\(test.port)"] {
                #expect(try await test.client.send("GET", "/healthz", host: host).status == 200, "\(host)")
            }
        }
    }

    @Test func allowedHostFlagExtendsTheList() async throws {
        try await TestApp.run(listening: true, { $0.allowedHosts = ["hearth.example"] }) { test throws in
            #expect(try await test.client.send("GET", "/healthz", host: "hearth.example:8080").status == 200)
            #expect(try await test.client.send("GET", "/healthz", host: "other.example").status == 400)
        }
    }

    @Test func hostAllowlistUnits() {
        let list = HostAllowlist(
            extra: ["Kitchen.lan:8080"], addresses: ["192.168.1.20", "fe80::1%eth0"], hostName: "hearth-pi")
        #expect(list.allows("192.168.1.20:8080"))
        #expect(list.allows("[fe80::1]:8080"))
        #expect(list.allows("hearth-pi.local"))
        #expect(list.allows("kitchen.lan"))
        #expect(list.allows("app.localhost:8080"))
        #expect(!list.allows("192.168.1.21"))
        #expect(!list.allows("evil.com"))
        #expect(!list.allows(nil))
        #expect(!list.allows(""))
        // A plain header is looked up as it is; every other form still gets the full check.
        #expect(list.allows("localhost:8080"))
        #expect(list.allows("HEARTH-PI.local:8080"))
        #expect(list.allows("localhost."))
        #expect(!list.allows("evil.com:8080"))
        #expect(!list.allows("192.168.1.20:80:80"))
        #expect(!list.allows("kitchen.lan.evil.com"))
    }
}
