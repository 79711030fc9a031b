import Foundation
import HTTPServer
import QRCode
import Testing

@testable import HearthApp

@Suite("Display: Open on your phone (QR code)")
struct DisplayPhoneLinkTests {
    private func request(host: String = "localhost:8080") -> Request {
        Request(method: .get, path: "/settings", headers: ["Host": host])
    }

    @Test func theLinkIsTheFirstNetworkAddressWithTheRightScheme() {
        let addresses: @Sendable () -> [String] = { ["127.0.0.1", "192.168.1.20", "10.0.0.3", "::1"] }
        let plain = PhoneLink(host: "0.0.0.0", scheme: "http", addresses: addresses)
        #expect(plain.address(for: request()) == ("http://192.168.1.20:8080/", true))
        let secure = PhoneLink(host: "0.0.0.0", scheme: "https", addresses: addresses)
        secure.serverStarted(port: 8443)
        #expect(secure.address(for: request()) == ("https://192.168.1.20:8443/", true))
        let local = PhoneLink(host: "127.0.0.1", scheme: "http", addresses: addresses)
        #expect(local.address(for: request(host: "127.0.0.1:9000")) == ("http://127.0.0.1:9000/", false))
    }

    @Test func theCodeHoldsTheLinkAndIsCachedForItsAddress() throws {
        let link = PhoneLink(host: "0.0.0.0", scheme: "http", addresses: { ["192.168.1.20"] })
        let svg = String(decoding: try link.svg(for: "http://192.168.1.20:8080/"), as: UTF8.self)
        let symbol = try QRSymbol(encoding: "http://192.168.1.20:8080/")
        #expect(svg == symbol.svg(title: "Hearth: http://192.168.1.20:8080/", dark: "#000", light: "#fff"))
        #expect(svg.contains(##"fill="#fff""##))
        #expect(try link.svg(for: "http://192.168.1.20:8080/") == Array(svg.utf8))
    }

    @Test func theImageIsRevalidatedWithAnETag() async throws {
        try await TestApp.run { test in
            let first = try await test.client.send("GET", "/phone-link.svg")
            #expect(first.status == 200)
            #expect(first.header("Content-Type") == "image/svg+xml; charset=utf-8")
            #expect(first.text.hasPrefix("<svg"))
            let etag = try #require(first.header("ETag"))
            let again = try await test.client.send("GET", "/phone-link.svg", headers: [("If-None-Match", etag)])
            #expect(again.status == 304)
        }
    }

    @Test func settingsShowTheCodeAndTheConnectedScreensInBothLanguages() async throws {
        try await TestApp.run { test in
            let english = try await test.client.send("GET", "/settings", headers: [("Accept-Language", "en")]).text
            #expect(english.contains(#"<img class="qr__code" src="/phone-link.svg""#))
            #expect(english.contains("Open on your phone"))
            #expect(english.contains("Connected screens"))
            #expect(english.contains("No screen is connected right now."))
            // TestApp listens on 127.0.0.1 only: the page says the code will not work elsewhere
            #expect(english.contains("listens on this machine only"))
            let chinese = try await test.client.send("GET", "/settings", headers: [("Accept-Language", "zh-CN")]).text
            #expect(chinese.contains("在手机上打开"))
            #expect(chinese.contains("已连接的屏幕"))
        }
    }

    @Test func aConnectedDisplayIsListedOnTheSettingsPage() async throws {
        try await TestApp.run { test in
            test.app.site.displays.opened(
                EventClient(
                    id: 1, query: try QueryItems(parsing: "client=abcdef123456&profile=Bedroom"),
                    headers: ["User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36"],
                    remoteAddress: RemoteAddress(ip: "192.168.1.33", port: 1)))
            var report = DisplayReport()
            report.keepAwake = .unavailable
            report.soundArmed = false
            test.app.site.displays.record(report, clientId: "abcdef123456")
            let page = try await test.client.send("GET", "/settings").text
            #expect(page.contains(#"<li class="screen" data-client="abcdef123456">"#))
            #expect(page.contains(">Bedroom</span>"))
            #expect(page.contains("Chrome · Android"))
            #expect(page.contains("192.168.1.33"))
            #expect(page.contains(#"data-state="keepAwakeUnavailable">"#))
            #expect(page.contains(#"data-state="soundUnarmed">"#))
            #expect(page.contains(#"data-state="soundArmed" hidden>"#))
        }
    }
}

@Suite("Display: the QR corner partial for /display")
struct DisplayQRCornerTests {
    @Test func theCornerIsAButtonThatRevealsTheCodeWithoutScript() async throws {
        try await TestApp.run { test in
            let site = test.app.site
            let request = Request(method: .get, path: "/display", headers: ["Host": "127.0.0.1:8080"])
            let html = try site.renderer.render(
                "partials/qr-corner",
                context: [
                    "phoneLink": site.phoneLinkView(for: request, language: .english),
                    "t": site.strings.table(for: .english),
                ])
            #expect(html.contains(#"<details class="qr-corner" data-qr-corner>"#))
            #expect(
                html.contains(#"<span class="visually-hidden">Show the QR code to open Hearth on your phone</span>"#))
            #expect(html.contains(#"<img class="qr__code" src="/phone-link.svg""#))
            #expect(html.contains(#"loading="lazy""#))
            #expect(html.contains(#"<a class="qr__link" href="http://127.0.0.1:8080/">"#))
        }
    }
}
