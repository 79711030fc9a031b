import Battery
import Foundation
import HTTPServer
import Testing

@testable import HearthApp

@Suite("Display: GET/PUT /api/v1/battery")
struct DisplayBatteryAPITests {
    static let display = "a1b2c3d4e5f6a7b8"

    /// A fake `/sys/class/power_supply` with one battery and a mains supply.
    static func fakeSysfs(in directory: URL, capacity: String, status: String, mainsOnline: Bool) throws -> URL {
        let root = directory.appendingPathComponent("power_supply")
        let files = [
            "BAT0/type": "Battery", "BAT0/capacity": capacity, "BAT0/status": status, "BAT0/present": "1",
            "AC/type": "Mains", "AC/online": mainsOnline ? "1" : "0",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((text + "\n").utf8).write(to: url)
        }
        return root
    }

    @Test func withoutABatteryTheAnswerSaysNone() async throws {
        try await TestApp.run({ $0.batteryReader = .constant(nil) }) { test in
            let reply = try await test.client.send("GET", "/api/v1/battery")
            #expect(reply.status == 200)
            #expect(reply.text == #"{"battery":null,"source":null}"#)
            #expect(reply.header("Cache-Control") == "no-store")
        }
    }

    @Test func theServersBatteryComesFromSysfs() async throws {
        try await TestApp.withTemporaryDirectory { directory in
            let root = try Self.fakeSysfs(in: directory, capacity: "76", status: "Charging", mainsOnline: true)
            try await TestApp.run({ $0.batteryReader = .sysfs(root: root) }) { test in
                let json = try await test.client.send("GET", "/api/v1/battery").json()
                #expect(json["source"] as? String == "server")
                let battery = try #require(json["battery"] as? [String: Any])
                #expect(battery["level"] as? Int == 76)
                #expect(battery["charging"] as? Bool == true)
                #expect(battery["pluggedIn"] as? Bool == true)
                #expect(battery["band"] as? String == "green")
            }
        }
    }

    @Test func aDisplayReportsItsOwnFromAnotherDeviceWithoutTheCode() async throws {
        try await TestApp.run({ $0.batteryReader = .constant(nil) }) { test in
            // Given a display on the LAN (no access code), when it reports its battery
            let body = #"""
                {"displayId":"\#(Self.display)","profile":"kitchen","level":0.15,"charging":false,
                 "chargingTime":null,"dischargingTime":5400}
                """#
            let put = try await test.sendJSON(
                "PUT", "/api/v1/battery", body,
                from: RemoteAddress(ip: "192.168.1.50", port: 50_000, isLoopback: false))
            #expect(put.status == 200)
            #expect(try put.json()["source"] as? String == "display")

            // Then GET with its id answers its battery; without it, the server's (none)
            let json = try await test.client.send("GET", "/api/v1/battery?display=\(Self.display)").json()
            let battery = try #require(json["battery"] as? [String: Any])
            #expect(battery["level"] as? Int == 15)
            #expect(battery["band"] as? String == "orange")
            #expect(battery["status"] as? String == "discharging")
            #expect(json["profile"] as? String == "kitchen")
            #expect(json["dischargingTime"] as? Double == 5400)
            #expect((json["reportedAt"] as? String)?.hasSuffix("+01:00") == true)
            let server = try await test.client.send("GET", "/api/v1/battery?display=someoneelse").json()
            #expect(server["battery"] is NSNull)
        }
    }

    @Test(
        "A bad report names its field and stores nothing",
        arguments: [
            (#"{"displayId":"a1b2c3d4e5f6a7b8","level":1.5,"charging":false}"#, "level", "invalid_field"),
            (#"{"displayId":"a1b2c3d4e5f6a7b8","level":"full","charging":false}"#, "level", "invalid_field"),
            (#"{"displayId":"a1b2c3d4e5f6a7b8","level":0.5}"#, "charging", "invalid_field"),
            (
                #"{"displayId":"a1b2c3d4e5f6a7b8","level":0.5,"charging":true,"chargingTime":-1}"#, "chargingTime",
                "invalid_field"
            ),
            (#"{"displayId":"short","level":0.5,"charging":true}"#, "displayId", "invalid_field"),
            (#"{"level":0.5,"charging":true}"#, "displayId", "invalid_field"),
            (#"{"displayId":"a1b2c3d4e5f6a7b8","level":0.5,"charging":true,"voltage":5}"#, "voltage", "unknown_field"),
        ] as [(String, String, String)])
    func badReports(body: String, field: String, code: String) async throws {
        try await TestApp.run({ $0.batteryReader = .constant(nil) }) { test in
            let reply = try await test.sendJSON("PUT", "/api/v1/battery", body)
            #expect(reply.status == 422)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect(error["field"] as? String == field)
            #expect(error["code"] as? String == code)
            let after = try await test.client.send("GET", "/api/v1/battery?display=\(Self.display)")
            #expect(after.text == #"{"battery":null,"source":null}"#)
        }
    }

    @Test func notJSONIsRefusedBeforeAnythingIsRead() async throws {
        try await TestApp.run({ $0.batteryReader = .constant(nil) }) { test in
            let array = try await test.sendJSON("PUT", "/api/v1/battery", "[1]")
            let broken = try await test.sendJSON("PUT", "/api/v1/battery", "{")
            let text = try await test.sendJSON("PUT", "/api/v1/battery", "{}", contentType: "text/plain")
            #expect(array.status == 422)
            #expect(broken.status == 400)
            #expect(text.status == 415)
        }
    }
}
