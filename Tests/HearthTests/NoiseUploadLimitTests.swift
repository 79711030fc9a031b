import Foundation
import Testing

@testable import HearthApp

/// The upload form refuses a WAV file that would decode to more than AudioPlayback's limit (issue 16: a short,
/// low-rate file that the speaker once rendered whole at 48 kHz), naming the limit beside the field, in both
/// languages, and keeps nothing.
@Suite("Noise: uploads over the decoded-size limit")
struct NoiseUploadLimitTests {
    /// A 1 kHz 8-bit mono WAV file of `seconds` seconds (at 48 kHz, 96 bytes of 16-bit samples a frame of it).
    static func lowRateWAV(seconds: Int) -> [UInt8] {
        let body = [UInt8](repeating: 0x80, count: seconds * 1_000)
        func le(_ value: Int, _ count: Int) -> [UInt8] {
            (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        return Array("RIFF".utf8) + le(36 + body.count, 4) + Array("WAVEfmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2)
            + le(1_000, 4) + le(1_000, 4) + le(1, 2) + le(8, 2) + Array("data".utf8) + le(body.count, 4) + body
    }

    @Test(arguments: [
        ("en", "64 MiB of memory (about 5.8 minutes of stereo or 11.7 of mono)"),
        ("zh-CN", "64 MiB 内存（立体声约 5.8 分钟，单声道约 11.7 分钟）"),
    ])
    func theFormRefusesAFileOverTheLimitNamingIt(language: String, expected: String) async throws {
        try await TestApp.run { test in
            // Given 12 minutes of 1 kHz audio: 1.4 MB, but 132 MiB of 16-bit samples at 48 kHz
            let file = Self.lowRateWAV(seconds: 720)
            let token = try await test.csrfToken()
            let boundary = "hearthboundary\(UUID().uuidString.prefix(8))"
            var body = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(token)\r\n".utf8)
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nLong\r\n".utf8)
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"long.wav\"\r\n\r\n".utf8)
            body += file + Array("\r\n--\(boundary)--\r\n".utf8)
            // When it is uploaded through the noise page's form
            let reply = try await test.client.send(
                "POST", "/noise/sounds",
                headers: [
                    ("Content-Type", "multipart/form-data; boundary=\(boundary)"), ("Cookie", "hearth_csrf=\(token)"),
                    ("Origin", test.origin), ("Accept-Language", language),
                ], body: body)
            // Then the page comes back (422) with the limit beside the file field, and no sound was added
            #expect(reply.status == 422)
            #expect(reply.text.contains(expected))
            let sounds = try await test.jsonArray("/api/v1/sounds")
            #expect(!sounds.contains { $0["category"] as? String == "custom" })
        }
    }
}
