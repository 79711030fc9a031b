import AudioPlayback
import Foundation
import Testing

@Suite struct AudioFileInfoTests {
    // MARK: Accepted files

    @Test func recognizesWAV() throws {
        // Given a 16-bit stereo WAV of 2 frames
        let data = WAVFixtures.wav(
            encoding: 1, channels: 2, rate: 44_100, bits: 16, payload: [UInt8](repeating: 0, count: 8))
        // Then it is a WAV file with its format
        #expect(
            try AudioFileInfo(inspecting: data)
                == AudioFileInfo(format: .wav, channelCount: 2, sampleRate: 44_100, bitsPerSample: 16, frameCount: 2))
    }

    @Test func recognizesFLAC() throws {
        // Given a FLAC header with an extra metadata block
        let info = try AudioFileInfo(inspecting: AudioFixtures.flac(extraBlock: [1, 2, 3, 4]))
        // Then STREAMINFO is read
        #expect(
            info
                == AudioFileInfo(
                    format: .flac, channelCount: 2, sampleRate: 48_000, bitsPerSample: 16, frameCount: 48_000))
        #expect(info.duration == 1)
    }

    @Test func recognizesOggVorbisAndOpus() throws {
        // Given Ogg streams with Vorbis and Opus inside
        let vorbis = try AudioFileInfo(inspecting: AudioFixtures.ogg())
        let opus = try AudioFileInfo(inspecting: AudioFixtures.ogg(first: AudioFixtures.opusHeader))
        // Then the codec, channels and rate come from the identification header, the length from the last granule
        #expect(
            vorbis
                == AudioFileInfo(format: .ogg, codec: "vorbis", channelCount: 2, sampleRate: 44_100, frameCount: 44_100)
        )
        #expect(opus.codec == "opus")
        #expect(opus.channelCount == 1)
        #expect(opus.sampleRate == 48_000)
    }

    @Test func recognizesMP3WithAndWithoutID3() throws {
        // Given three MPEG-1 layer III frames, bare and behind an ID3v2 tag
        let bare = try AudioFileInfo(inspecting: AudioFixtures.mp3(frames: 3))
        let tagged = try AudioFileInfo(inspecting: AudioFixtures.mp3(frames: 3, tag: 200))
        // Then both are MP3 of 3 × 1,152 samples at 44.1 kHz
        #expect(bare == AudioFileInfo(format: .mp3, channelCount: 2, sampleRate: 44_100, frameCount: 3_456))
        #expect(tagged == bare)
        #expect(AudioFileFormat.mp3.mimeType == "audio/mpeg")
    }

    @Test func mp3ToleratesATrailingID3v1Tag() throws {
        // Given two frames and a 128-byte "TAG" block
        let data = AudioFixtures.mp3(frames: 2) + Data(Array("TAG".utf8) + [UInt8](repeating: 0x20, count: 125))
        // Then it is accepted
        #expect(try AudioFileInfo(inspecting: data).format == .mp3)
    }

    @Test func theNameDoesNotMatterOnlyTheBytes() throws {
        // Given MP3 bytes and WAV bytes (no names involved at all)
        // Then each is recognized by its header
        #expect(try AudioFileInfo(inspecting: AudioFixtures.mp3(frames: 2)).format == .mp3)
        #expect(try AudioFileInfo(inspecting: GeneratorSpec(.beep).renderLoop().wavData()).format == .wav)
    }

    // MARK: Refused files

    @Test func refusesEmptyUnknownAndTooLarge() {
        #expect(throws: AudioFileError.empty) { try AudioFileInfo(inspecting: Data()) }
        #expect(throws: AudioFileError.unrecognized) { try AudioFileInfo(inspecting: Data("<html>".utf8)) }
        #expect(throws: AudioFileError.tooLarge(size: 100, limit: 10)) {
            try AudioFileInfo(inspecting: Data(count: 100), limit: 10)
        }
    }

    @Test func refusesTruncatedWAV() {
        let full = WAVFixtures.wav(encoding: 1, channels: 1, rate: 8_000, bits: 16, payload: [1, 0, 2, 0])
        // A file cut inside "RIFF", inside the header, before the data, and one whose data is shorter than declared
        for cut in [2, 10, 30, 44] {
            #expect(throws: AudioFileError.self) { try AudioFileInfo(inspecting: full.prefix(cut)) }
            #expect(isTruncated(full.prefix(cut)), "cut at \(cut)")
        }
        let short = WAVFixtures.wav(
            encoding: 1, channels: 1, rate: 8_000, bits: 16, payload: [1, 0], declaredData: 400)
        #expect(isTruncated(short))
    }

    @Test func refusesBadWAVHeaders() {
        let notWave = Data(Array("RIFF".utf8) + [4, 0, 0, 0] + Array("AVI ".utf8))
        #expect(throws: AudioFileError.invalidHeader(.wav, "a RIFF file, but not WAVE")) {
            try AudioFileInfo(inspecting: notWave)
        }
        let compressed = WAVFixtures.wav(encoding: 0x55, channels: 1, rate: 8_000, bits: 16, payload: [0, 0])
        #expect(throws: AudioFileError.unsupported(.wav, "codec 0x55 (only PCM and float play)")) {
            try AudioFileInfo(inspecting: compressed)
        }
        let badAlign = WAVFixtures.wav(
            encoding: 1, channels: 2, rate: 8_000, bits: 16, payload: [0, 0, 0, 0], blockAlign: 3)
        #expect(throws: AudioFileError.invalidHeader(.wav, "block align 3 does not match 2 × 16 bits")) {
            try AudioFileInfo(inspecting: badAlign)
        }
        let oddBits = WAVFixtures.wav(encoding: 1, channels: 1, rate: 8_000, bits: 12, payload: [0, 0], blockAlign: 2)
        #expect(throws: AudioFileError.unsupported(.wav, "12-bit samples")) { try AudioFileInfo(inspecting: oddBits) }
    }

    @Test func refusesTruncatedAndBadFLAC() {
        let full = AudioFixtures.flac()
        #expect(isTruncated(full.prefix(3)))
        #expect(isTruncated(full.prefix(20)))
        #expect(isTruncated(full.prefix(42)))  // metadata complete, no audio frames
        var notStreamInfo = [UInt8](full)
        notStreamInfo[4] = 0x81
        #expect(throws: AudioFileError.invalidHeader(.flac, "the first metadata block is not STREAMINFO")) {
            try AudioFileInfo(inspecting: Data(notStreamInfo))
        }
        var noSync = [UInt8](full)
        noSync[42] = 0x00
        #expect(throws: AudioFileError.invalidHeader(.flac, "no frame sync after the metadata")) {
            try AudioFileInfo(inspecting: Data(noSync))
        }
    }

    @Test func refusesTruncatedAndBadOgg() {
        let full = AudioFixtures.ogg()
        #expect(isTruncated(full.prefix(20)))
        #expect(isTruncated(full.prefix(full.count - 1)))
        #expect(isTruncated(AudioFixtures.ogg(endOfStream: false)))
        #expect(throws: AudioFileError.invalidHeader(.ogg, "page checksum mismatch at byte 58")) {
            try AudioFileInfo(inspecting: AudioFixtures.ogg(corruptSecond: true))
        }
        let video = AudioFixtures.ogg(first: [0x80] + Array("theora".utf8) + [UInt8](repeating: 0, count: 40))
        #expect(throws: AudioFileError.unsupported(.ogg, "the stream is not Vorbis, Opus or FLAC audio")) {
            try AudioFileInfo(inspecting: video)
        }
    }

    @Test func refusesTruncatedAndBadMP3() {
        #expect(isTruncated(AudioFixtures.mp3(frames: 3).prefix(1_000)))
        #expect(isTruncated(AudioFixtures.mp3(frames: 1, tag: 200).prefix(100)))
        #expect(isTruncated(AudioFixtures.mp3(frames: 0, tag: 20)))
        let layerTwo = Data([0xFF, 0xFD, 0x90, 0x64] + [UInt8](repeating: 0, count: 500))
        #expect(throws: AudioFileError.unsupported(.mp3, "MPEG layer 2, not layer III")) {
            try AudioFileInfo(inspecting: layerTwo)
        }
        let badRate = Data([0xFF, 0xFB, 0x9C, 0x64] + [UInt8](repeating: 0, count: 500))
        #expect(throws: AudioFileError.invalidHeader(.mp3, "reserved sample rate at byte 0")) {
            try AudioFileInfo(inspecting: badRate)
        }
        let junk = Data(AudioFixtures.mp3(frames: 1) + Data([0x12, 0x34, 0x56, 0x78]))
        #expect(throws: AudioFileError.invalidHeader(.mp3, "lost frame sync at byte 417")) {
            try AudioFileInfo(inspecting: junk)
        }
    }

    @Test func errorsReadAsSentences() {
        #expect(
            AudioFileError.truncated(.mp3, "the file ends inside the ID3 tag").description
                == "truncated MP3 file: the file ends inside the ID3 tag")
        #expect(AudioFileError.unrecognized.description == "not a WAV, FLAC, OGG or MP3 file (unrecognized header)")
    }

    private func isTruncated(_ data: Data) -> Bool {
        do {
            _ = try AudioFileInfo(inspecting: data)
            return false
        } catch {
            if case .truncated = error { return true }
            return false
        }
    }
}
