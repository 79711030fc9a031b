import Foundation
import Testing

@testable import HearthApp

@Suite("Pages: rendering, language, escaping, errors")
struct PagesTests {
    @Test func homeShowsTheClockInTheServersTimeZone() async throws {
        try await TestApp.run { test in
            let reply = try await test.client.send("GET", "/")
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type") == "text/html; charset=utf-8")
            #expect(reply.text.contains("Europe/Berlin"))
            #expect(reply.text.contains(#"<html lang="en""#))
            // The default follows the system: no forced theme attribute.
            #expect(!reply.text.contains("data-theme="))
            #expect(reply.text.contains("/theme.css"))
            #expect(!reply.text.contains("<script>"))
        }
    }

    @Test func theThemeIsInTheFirstByteOfHTML() async throws {
        try await TestApp.run { test in
            _ = try await test.sendJSON("PUT", "/api/v1/settings", #"{"theme":"dark"}"#)
            let reply = try await test.client.send("GET", "/")
            let htmlTag = try #require(reply.text.range(of: "<html")).lowerBound
            let firstTag = reply.text[htmlTag...].prefix { $0 != ">" }
            #expect(firstTag.contains(#"data-theme="dark""#))
        }
    }

    @Test(
        "Accept-Language picks the language",
        arguments: [
            ("zh-CN,zh;q=0.9,en;q=0.8", "zh-Hans"), ("en-US,en;q=0.9", "en"), ("de-DE,zh;q=0.5", "zh-Hans"),
            ("fr-FR", "en"), ("en;q=0.5,zh;q=0.8", "zh-Hans"),
        ])
    func negotiatesLanguage(header: String, expected: String) async throws {
        #expect(Language.negotiate(acceptLanguage: header).rawValue == expected)
    }

    @Test func chinesePagesAreChinese() async throws {
        try await TestApp.run { test in
            let reply = try await test.client.send("GET", "/settings", headers: [("Accept-Language", "zh-CN")])
            #expect(reply.text.contains(#"lang="zh-Hans""#))
            #expect(reply.text.contains("设置"))
        }
    }

    @Test func userInputIsEscaped() async throws {
        try await TestApp.run { test in
            let reply = try await test.client.send("GET", "/login?next=/%3Cscript%3Ealert(1)%3C/script%3E")
            #expect(reply.status == 200)
            #expect(!reply.text.contains("<script>alert(1)</script>"))
            #expect(reply.text.contains("&lt;script&gt;") || !reply.text.contains("alert(1)"))
        }
    }

    @Test func unknownPagesGetALocalizedHTML404() async throws {
        try await TestApp.run { test in
            let english = try await test.client.send("GET", "/nowhere")
            #expect(english.status == 404)
            #expect(english.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(english.text.contains("Page not found"))
            let chinese = try await test.client.send("GET", "/nowhere", headers: [("Accept-Language", "zh")])
            #expect(chinese.text.contains("找不到页面"))
        }
    }

    @Test func headAnswersLikeGetWithoutABody() async throws {
        try await TestApp.run(listening: true) { test in
            let reply = try await test.client.send("HEAD", "/settings")
            #expect(reply.status == 200)
            #expect(reply.body.isEmpty)
        }
    }

    @Test func themeStylesheetIsCachedByETag() async throws {
        try await TestApp.run { test in
            let first = try await test.client.send("GET", "/theme.css")
            #expect(first.status == 200)
            #expect(first.text.contains("--system-background"))
            let etag = try #require(first.header("ETag"))
            #expect(try await test.client.send("GET", "/theme.css", headers: [("If-None-Match", etag)]).status == 304)
        }
    }

    @Test func staticFilesAreServedAndCannotEscape() async throws {
        try await TestApp.run { test in
            #expect(try await test.client.send("GET", "/static/css/hearth.css").status == 200)
            for path in [
                "/static/../Package.swift", "/static/%2e%2e/%2e%2e/Package.swift", "/static/..%2f..%2fMakefile",
            ] {
                let reply = try await test.client.send("GET", path)
                #expect([400, 404].contains(reply.status), "\(path)")
                #expect(!reply.text.contains("PackageDescription"))
            }
        }
    }

    @Test func localesHaveTheSameKeysInEveryLanguage() throws {
        let strings = try Strings(directory: TestApp.webDirectory.appendingPathComponent("locales"))
        try strings.validate()
        let english = Set(Strings.keyPaths(strings.table(for: .english)))
        let chinese = Set(Strings.keyPaths(strings.table(for: .simplifiedChinese)))
        #expect(english == chinese)
        for key in [
            "server.nav.home", "server.titles.settings", "server.errors.notFound.heading", "server.login.wrongCode",
        ] {
            #expect(english.contains(key))
            #expect(strings.string(key, .simplifiedChinese) != strings.string(key, .english))
        }
    }
}
