import AudioPlayback
import Foundation
import Testing

@testable import HearthApp

@Suite("Noise over a real socket: /sounds/{id}.wav with validators and ranges, the noise event, uploads")
struct NoiseSoundFilesTests {
    @Test func aRenderedSoundIsServedOnceWithValidatorsRangesAndImmutableCaching() async throws {
        try await TestApp.run(listening: true) { test in
            // Given a generated sound asked for the first time: rendered, then served whole
            let whole = try await test.client.send("GET", "/sounds/brown-noise.wav")
            #expect(whole.status == 200)
            let etag = try whole.expectServedAsImmutableWAV()
            #expect(Array(whole.body.prefix(4)) == Array("RIFF".utf8))
            let loop = try AudioLoop(wavData: Data(whole.body))
            #expect((30...60).contains(loop.duration))
            // Then it is written to the data dir, once
            let rendered = test.dataDirectory.appendingPathComponent("sounds/rendered")
            let files = try FileManager.default.contentsOfDirectory(atPath: rendered.path)
            #expect(files.filter { $0.hasPrefix("brown-noise-") && $0.hasSuffix(".wav") }.count == 1)
            // And a second answer is the same bytes with the same validator
            let again = try await test.client.send("GET", "/sounds/brown-noise.wav")
            #expect(again.header("ETag") == etag)
            #expect(again.body == whole.body)
            // When a browser asks for a range, then it gets exactly those bytes
            let part = try await test.client.send(
                "GET", "/sounds/brown-noise.wav", headers: [("Range", "bytes=100-199")])
            #expect(part.status == 206)
            #expect(part.header("Content-Range") == "bytes 100-199/\(whole.body.count)")
            #expect(part.body == Array(whole.body[100...199]))
            let past = try await test.client.send(
                "GET", "/sounds/brown-noise.wav", headers: [("Range", "bytes=\(whole.body.count)-")])
            #expect(past.status == 416)
            #expect(past.header("Content-Range") == "bytes */\(whole.body.count)")
            // And a cached copy is confirmed without the bytes
            let cached = try await test.client.send(
                "GET", "/sounds/brown-noise.wav", headers: [("If-None-Match", etag)])
            #expect(cached.status == 304)
            #expect(cached.body.isEmpty)
            // And names that are not sounds are not found
            #expect(try await test.client.send("GET", "/sounds/no-such.wav").status == 404)
            #expect(try await test.client.send("GET", "/sounds/brown-noise.mp3").status == 404)
        }
    }

    @Test func everyPageHearsAChangeOnTheEventStream() async throws {
        try await TestApp.run(listening: true) { test in
            let stream = try EventStreamReader(port: test.port)
            defer { stream.close() }
            try await stream.waitUntilConnected()
            _ = try await test.sendJSON("PUT", "/api/v1/noise", #"{"sound":"rain-light","playing":true}"#)
            _ = try await stream.read(until: "event: noise")
            let data = try await stream.read(until: "\n\n", after: "event: noise")
            #expect(data.contains(#""playing":true"#))
            #expect(data.contains(#""sound":"rain-light""#))
        }
    }

    @Test func anUploadedWAVJoinsTheCatalogAndIsServedAsUploaded() async throws {
        try await TestApp.run(listening: true) { test in
            let wav = Array(
                WAVEncoder.encode(samples: (0..<9_600).map { Int16($0 % 200) }, channelCount: 1, sampleRate: 48_000))
            let reply = try await test.client.send(
                "POST", "/api/v1/sounds?name=Birdsong", headers: [("Content-Type", "audio/wav")], body: wav)
            #expect(reply.status == 201)
            let sound = try reply.json()
            let url = try #require(sound["url"] as? String)
            #expect(sound["category"] as? String == "custom")
            #expect(sound["isCustom"] as? Bool == true)
            #expect(url.hasSuffix(".wav"))
            let served = try await test.client.send("GET", url)
            #expect(served.status == 200)
            #expect(served.body == wav)
            let list = try await test.client.send("GET", "/api/v1/sounds").text
            #expect(list.contains("Birdsong"))
            // It can be played, and deleting it takes it out of what plays
            let id = try #require(sound["id"] as? String)
            let playing = try await test.sendJSON("PUT", "/api/v1/noise", #"{"sound":"\#(id)","playing":true}"#)
            #expect(playing.status == 200)
            #expect(try await test.client.send("DELETE", "/api/v1/sounds/\(id)").status == 204)
            let after = try await test.client.send("GET", "/api/v1/noise").json()
            #expect(after["playing"] as? Bool == false)
            #expect(try await test.client.send("GET", url).status == 404)
            #expect(try await test.client.send("DELETE", "/api/v1/sounds/white-noise").status == 409)
        }
    }

    @Test(
        "A bad, truncated or oversized file gets a clear error and changes nothing",
        arguments: [
            ("text", 415, "unsupported_file_type"),
            ("truncated", 422, "damaged_file"),
            ("oversized", 413, "file_too_large"),
            ("empty", 422, "invalid_field"),
        ])
    func badUploadsAreRefused(kind: String, status: Int, code: String) async throws {
        try await TestApp.run(listening: true) { test in
            let good = Array(
                WAVEncoder.encode(samples: [Int16](repeating: 100, count: 4_800), channelCount: 1, sampleRate: 48_000))
            let body: [UInt8]
            switch kind {
            case "text": body = Array("This is not audio, just a file named rain.wav".utf8)
            case "truncated": body = Array(good.prefix(good.count - 1_000))
            case "oversized": body = [UInt8](repeating: 0, count: AudioFileInfo.uploadLimit + 1)
            default: body = []
            }
            let before = try await test.client.send("GET", "/api/v1/sounds").body
            let reply = try await test.client.send(
                "POST", "/api/v1/sounds?name=Rain", headers: [("Content-Type", "audio/wav")], body: body)
            #expect(reply.status == status)
            let error = try #require(try reply.json()["error"] as? [String: Any])
            #expect(error["code"] as? String == code)
            #expect(error["field"] as? String == "file")
            #expect((error["message"] as? String)?.isEmpty == false)
            #expect(try await test.client.send("GET", "/api/v1/sounds").body == before)
            let uploads = test.dataDirectory.appendingPathComponent("sounds/uploads")
            // (The folder exists from the start; a folder that cannot be listed fails the test.)
            #expect(try FileManager.default.contentsOfDirectory(atPath: uploads.path).isEmpty)
        }
    }
}
