import Foundation
import Speaker
import Testing

/// alsa-lib is loaded with `dlopen`, once per process: a speaker made where it cannot be loaded is unavailable, says
/// why, and its program runs on. Each case runs in a child process of its own (an exit test), whose loader is
/// pointed at a file that does not exist with `HEARTH_ALSA_LIBRARY` before the first speaker is made.
@Suite("Speaker without ALSA's library")
struct SpeakerLibraryTests {
    @Test("without libasound the speaker is unavailable with the reason, plays nothing, and closes")
    func missingLibrary() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            setenv("HEARTH_ALSA_LIBRARY", "/nonexistent/libasound.so.2", 1)
            // Given a speaker on ALSA's null device, in a process where alsa-lib cannot be loaded.
            let speaker = try Speaker(SpeakerConfiguration(device: "null"))
            let missing = Speaker.libraryError

            // When a loop is played: the call is accepted.
            let loop = try PCMLoop(id: "hum", samples: (0..<960).map { Int16($0 % 48 * 500) }, channels: 2)
            try speaker.play(SpeakerMix([.loop(loop)]))
            try await Task.sleep(for: .milliseconds(200))
            let afterPlay = speaker.status

            // And the device is probed, then the speaker closed.
            var probeError: SpeakerError?
            do throws(SpeakerError) {
                try Speaker.probe(SpeakerConfiguration(device: "null"))
            } catch { probeError = error }
            speaker.close()

            // Then (checked by the parent) the status said unavailable with the reason, nothing was written, the
            // probe gave the same reason, and the speaker closed.
            let report: [String: String] = [
                "status": String(decoding: try JSONEncoder().encode(afterPlay), as: UTF8.self),
                "libraryError": missing?.description ?? "none",
                "probe": probeError?.description ?? "none",
                "stateAfterClose": speaker.status.state.rawValue,
            ]
            print(String(decoding: try JSONEncoder().encode(report), as: UTF8.self))
        }
        let output = try #require(result).standardOutputContent
        let report = try JSONDecoder().decode([String: String].self, from: Data(output.split(separator: 10).last ?? []))
        let status = try #require(
            try JSONSerialization.jsonObject(with: Data((report["status"] ?? "").utf8)) as? [String: Any])
        let reason =
            "ALSA (libasound2) is not installed: the speaker is off; install libasound2 to use it "
            + "(/nonexistent/libasound.so.2: cannot open shared object file: No such file or directory)"
        #expect(status["state"] as? String == "unavailable")
        #expect(status["device"] as? String == "null")
        #expect(status["lastError"] as? String == reason)
        #expect(status["framesWritten"] as? Int == 0)
        #expect(report["libraryError"] == reason)
        #expect(report["probe"] == reason)
        #expect(report["stateAfterClose"] == "off")
    }

}
