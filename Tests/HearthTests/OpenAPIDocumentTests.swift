import Foundation
import HTTPServer
import Testing

@testable import HearthApp

/// The OpenAPI document the server serves (`/api/v1/openapi.json`, made from `docs/openapi.yaml`) names every
/// `/api/v1` route the server registers, and no other. Tests/process/test_openapi.py checks the rest: the JSON is
/// the YAML, the document is valid, and a live server answers as it says.
@Suite("OpenAPI document: /api/v1/openapi.json")
struct OpenAPIDocumentTests {
    private static let operationMethods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options"]

    @Test func documentsEveryRegisteredRouteAndNoOther() async throws {
        // With the tests' clock, so that its routes (registered only with `--test-clock`) are listed too.
        let start = Date(timeIntervalSince1970: 1_795_694_400)  // 2026-11-26T12:00:00Z
        try await TestApp.run(listening: true, { $0.testClockStart = start }) { test in
            let reply = try await test.client.send("GET", "/api/v1/openapi.json")
            #expect(reply.status == 200)
            #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
            let document = try reply.json()
            #expect((document["openapi"] as? String)?.hasPrefix("3.1") == true)
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            var documented: Set<String> = []
            for (path, item) in paths {
                for method in item.keys where Self.operationMethods.contains(method) {
                    documented.insert("\(method.uppercased()) \(path)")
                }
            }
            let registered = Set(
                HearthApp.router(test.app.site).registeredRoutes
                    .filter { $0.pattern.hasPrefix("/api/v1/") }
                    .map { "\($0.method.rawValue) \($0.pattern)" })
            #expect(registered.count > 60)
            let undocumented = registered.subtracting(documented).sorted()
            let unregistered = documented.subtracting(registered).sorted()
            #expect(undocumented.isEmpty, "registered but not in docs/openapi.yaml: \(undocumented)")
            #expect(unregistered.isEmpty, "in docs/openapi.yaml but not registered: \(unregistered)")
        }
    }
}
