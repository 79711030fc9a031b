import Foundation
import Speaker

/// A folder of its own holding an asoundrc that defines `pcm.tap`: ALSA's `file` plugin over the `null` device,
/// writing every frame the speaker plays to `tap.raw` as raw S16_LE. No sound card is needed.
struct ALSATestDevice {
    let folder: URL

    /// Defines `tap` writing to `tap.raw` in a new folder, or in its subfolder `card` when `inCard` is true (that
    /// folder does not exist yet: writes fail with EIO until ``plugIn()`` makes it, like an unplugged USB card).
    init(inCard: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "speaker-tests-\(UUID().uuidString)")
        rawFile = inCard ? folder.appending(path: "card/tap.raw") : folder.appending(path: "tap.raw")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let asoundrc = """
            pcm.tap {
                type file
                slave.pcm null
                file "\(rawFile.path)"
                format raw
            }
            """
        try asoundrc.write(to: configurationFile, atomically: true, encoding: .utf8)
    }

    var configurationFile: URL { folder.appending(path: "asoundrc") }
    /// Where the `file` plugin writes.
    let rawFile: URL

    /// Makes the folder the `file` plugin writes into, so that the device works again.
    func plugIn() throws {
        try FileManager.default.createDirectory(
            at: rawFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    }

    /// A configuration for the `tap` device with fast reopening, for tests.
    func configuration(channels: Int) -> SpeakerConfiguration {
        SpeakerConfiguration(
            device: "tap", channels: channels, alsaConfigurationFile: configurationFile.path,
            reopenDelay: .milliseconds(20), maximumReopenDelay: .milliseconds(100))
    }

    /// The samples ALSA received (read once the speaker has closed the device).
    func receivedSamples() throws -> [Int16] {
        let data = try Data(contentsOf: rawFile)
        return data.withUnsafeBytes { bytes in
            bytes.bindMemory(to: Int16.self).map { Int16(littleEndian: $0) }
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
