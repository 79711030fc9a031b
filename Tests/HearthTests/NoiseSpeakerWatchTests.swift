import Foundation
import OffPoolTesting
import Synchronization
import Testing

@testable import HearthApp

/// The `speaker` event follows every change a page shows: device, state, last error; not the counters.
@Suite struct NoiseSpeakerWatchTests {
    static func body(_ state: String, device: String? = "hw:1,0", error: String? = nil, frames: Int = 0) -> SpeakerBody
    {
        SpeakerBody(
            device: device, setBy: "setting", state: state, lastError: error, framesWritten: frames, underruns: 0,
            reopens: 0)
    }

    @Test func anErrorAndTheRecoveryArePublishedAndCountersAreNot() {
        // Given a watch that has published an idle speaker
        let published = Mutex<[SpeakerBody]>([])
        let watch = SpeakerWatch(
            status: { Self.body("idle") }, publish: { body in published.withLock { $0.append(body) } })
        watch.announce(Self.body("idle"))
        // When the speaker plays (frames counting up), loses its device, recovers, and is switched off
        watch.announce(Self.body("playing", frames: 4_800))
        watch.announce(Self.body("playing", frames: 9_600))
        watch.announce(Self.body("error", error: "hw:1,0 is gone", frames: 9_600))
        watch.announce(Self.body("error", error: "hw:1,0 is gone", frames: 9_600))
        watch.announce(Self.body("playing", error: "hw:1,0 is gone", frames: 14_400))
        watch.announce(Self.body("playing", error: nil, frames: 19_200))
        watch.announce(.off(setBy: .setting))
        // Then each visible change was published once, in order, and the counters alone published nothing
        let states = published.withLock { $0 }.map { "\($0.state)/\($0.lastError ?? "-")/\($0.device ?? "-")" }
        #expect(
            states == [
                "idle/-/hw:1,0", "playing/-/hw:1,0", "error/hw:1,0 is gone/hw:1,0", "playing/hw:1,0 is gone/hw:1,0",
                "playing/-/hw:1,0", "off/-/-",
            ])
    }

    @Test func theWatchPublishesWhatTheSpeakerDoesOnItsOwn() async throws {
        // Given a watch started on a speaker that is idle
        let status = Mutex(Self.body("idle"))
        let published = Mutex<[SpeakerBody]>([])
        let watch = SpeakerWatch(
            status: { status.withLock { $0 } }, publish: { body in published.withLock { $0.append(body) } })
        watch.start()
        // When the speaker's thread reports an error, with no request made
        status.withLock { $0 = Self.body("error", error: "the device vanished") }
        var heard: [SpeakerBody] = []
        _ = await eventually(within: .seconds(2), every: .milliseconds(50)) {
            heard = published.withLock { $0 }
            return !heard.isEmpty
        }
        await watch.stop()
        // Then the watch published it within a second (the status it started with was not republished)
        #expect(heard.map(\.state) == ["error"])
        #expect(heard.first?.lastError == "the device vanished")
    }
}
