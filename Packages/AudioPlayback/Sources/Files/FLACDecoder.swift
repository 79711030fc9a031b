import Foundation

/// Decodes native FLAC files to PCM, Foundation only: STREAMINFO, frames with CRC-8 and CRC-16 checks, CONSTANT,
/// VERBATIM, FIXED and LPC subframes, Rice-coded residuals (both parameter widths, escaped partitions), wasted
/// bits, and the left/side, right/side and mid/side stereo decorrelations, at 4 to 32 bits per sample.
///
/// ```swift
/// let pcm = try FLACDecoder.decode(try Data(contentsOf: url))
/// pcm.sampleRate      // 48_000
/// pcm.samples         // interleaved, at the file's resolution
/// let loop = try AudioLoop(flacData: data)   // 16-bit, for the mixer and the speaker
/// ```
///
/// A damaged file (a frame whose CRC does not match, a reserved code, a sync in the wrong place) or one cut short
/// throws a typed error naming the frame; nothing is returned then. Metadata other than STREAMINFO is skipped; bytes
/// after the last frame STREAMINFO announces (a trailing tag) are ignored. The MD5 signature is not checked (CRCs
/// guard every frame).
public enum FLACDecoder {
    /// Decodes a whole file.
    ///
    /// - Throws: ``AudioFileError``: `.empty`, `.unrecognized` (not FLAC), `.truncated(.flac, …)`,
    ///   `.invalidHeader(.flac, …)` for a bad STREAMINFO, `.corrupt(.flac, …)` for a damaged frame.
    public static func decode(_ data: Data) throws(AudioFileError) -> DecodedPCM {
        var statistics = FLACStatistics()
        return try decode(data, statistics: &statistics)
    }

    /// Decodes a whole file, counting the kinds of subframes and channel layouts met (for tests).
    static func decode(_ data: Data, statistics: inout FLACStatistics) throws(AudioFileError) -> DecodedPCM {
        let bytes = [UInt8](data)
        let stream = try FLACStreamInfo(bytes)
        var output: [Int32] = []
        output.reserveCapacity(min(stream.totalFrames, 1 << 26) * stream.channels)
        var offset = stream.firstFrameOffset
        var decoded = 0
        var index = 0
        while offset < bytes.count {
            if stream.totalFrames > 0, decoded >= stream.totalFrames { break }
            let frame = try FLACFrame.decode(
                bytes, at: offset, index: index, stream: stream, into: &output, statistics: &statistics)
            decoded += frame.frames
            offset = frame.next
            index += 1
        }
        guard decoded > 0 else { throw .truncated(.flac, "no audio frames after the metadata") }
        if stream.totalFrames > 0 {
            guard decoded >= stream.totalFrames else {
                throw .truncated(.flac, "the file ends after \(decoded) of its \(stream.totalFrames) frames")
            }
            output.removeLast((decoded - stream.totalFrames) * stream.channels)
        }
        return DecodedPCM(
            sampleRate: stream.sampleRate, channelCount: stream.channels, bitsPerSample: stream.bitsPerSample,
            samples: output)
    }
}

/// What a decode met, by kind: subframe types, channel layouts, wasted bits.
struct FLACStatistics: Equatable {
    var constant = 0, verbatim = 0, fixed = 0, lpc = 0
    var independent = 0, leftSide = 0, rightSide = 0, midSide = 0
    var wastedBits = 0
    var escapedPartitions = 0
}

/// STREAMINFO and where the frames start.
struct FLACStreamInfo {
    let sampleRate: Int
    let channels: Int
    let bitsPerSample: Int
    /// 0 when unknown.
    let totalFrames: Int
    let maximumBlockSize: Int
    let firstFrameOffset: Int

    init(_ bytes: [UInt8]) throws(AudioFileError) {
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count >= 4, bytes[0] == 0x66, bytes[1] == 0x4C, bytes[2] == 0x61, bytes[3] == 0x43 else {
            throw bytes.count < 4 ? .truncated(.flac, "no fLaC marker") : .unrecognized
        }
        guard bytes.count >= 42 else { throw .truncated(.flac, "the file ends inside STREAMINFO") }
        guard bytes[4] & 0x7F == 0 else { throw .invalidHeader(.flac, "the first metadata block is not STREAMINFO") }
        let length = Int(bytes[5]) << 16 | Int(bytes[6]) << 8 | Int(bytes[7])
        guard length == 34 else { throw .invalidHeader(.flac, "STREAMINFO is \(length) bytes, not 34") }
        var reader = BitReader(bytes, byteOffset: 8, format: .flac)
        let minimumBlock = Int(try reader.bits(16))
        maximumBlockSize = Int(try reader.bits(16))
        _ = try reader.bits(24)  // minimum frame size
        _ = try reader.bits(24)  // maximum frame size
        sampleRate = Int(try reader.bits(20))
        channels = Int(try reader.bits(3)) + 1
        bitsPerSample = Int(try reader.bits(5)) + 1
        totalFrames = Int(try reader.bits(36))
        guard sampleRate > 0 else { throw .invalidHeader(.flac, "sample rate 0") }
        guard bitsPerSample >= 4 else { throw .invalidHeader(.flac, "\(bitsPerSample) bits per sample") }
        guard minimumBlock >= 16, maximumBlockSize >= minimumBlock else {
            throw .invalidHeader(.flac, "block sizes \(minimumBlock)…\(maximumBlockSize)")
        }
        var offset = 42
        var last = bytes[4] & 0x80 != 0
        while !last {
            guard offset + 4 <= bytes.count else { throw .truncated(.flac, "the file ends inside the metadata") }
            last = bytes[offset] & 0x80 != 0
            let size = Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard offset + 4 + size <= bytes.count else {
                throw .truncated(.flac, "the file ends inside a metadata block")
            }
            offset += 4 + size
        }
        firstFrameOffset = offset
    }
}
