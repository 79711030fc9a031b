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
/// A damaged file (a frame whose CRC does not match, a reserved code, a sync in the wrong place, a block larger than
/// STREAMINFO's maximum, samples past STREAMINFO's total) or one cut short throws a typed error naming the frame;
/// nothing is returned then. A file that would decode to more than a limit (``AudioFileInfo/decodedLimit`` by
/// default) is refused before its samples are held: a few bytes of CONSTANT frames cannot claim gigabytes. Metadata
/// other than STREAMINFO is skipped; bytes after the last frame STREAMINFO announces (a trailing tag) are ignored. The MD5 signature is not checked (CRCs
/// guard every frame).
public enum FLACDecoder {
    /// Decodes a whole file.
    ///
    /// - Parameters:
    ///   - data: The file.
    ///   - limit: The most 16-bit PCM the file may decode to
    ///     (``AudioFileInfo/decodedByteCount(frames:channels:sampleRate:)``; default ``AudioFileInfo/decodedLimit``):
    ///     a larger STREAMINFO total is refused before anything is decoded, and a file without one is refused once
    ///     its frames pass the limit.
    /// - Throws: ``AudioFileError``: `.empty`, `.unrecognized` (not FLAC), `.truncated(.flac, …)`,
    ///   `.invalidHeader(.flac, …)` for a bad STREAMINFO, `.corrupt(.flac, …)` for a damaged frame (also one whose
    ///   block size is above STREAMINFO's maximum or whose samples run past STREAMINFO's total), `.tooLong` over
    ///   `limit`.
    public static func decode(_ data: Data, limit: Int = AudioFileInfo.decodedLimit) throws(AudioFileError)
        -> DecodedPCM
    {
        var statistics = FLACStatistics()
        return try decode(data, limit: limit, statistics: &statistics)
    }

    /// Decodes every frame, checking it (CRCs, block sizes, channels, the total and `limit`) as ``decode(_:limit:)``
    /// does, without keeping the samples: memory for one frame at a time, whatever the file says.
    ///
    /// - Returns: What the file holds: channels, rate, sample size and the frames decoded.
    /// - Throws: ``AudioFileError``, as ``decode(_:limit:)``.
    public static func verify(_ data: Data, limit: Int = AudioFileInfo.decodedLimit) throws(AudioFileError)
        -> AudioFileInfo
    {
        var statistics = FLACStatistics()
        let (stream, frames) = try decodeFrames([UInt8](data), limit: limit, statistics: &statistics) { _, _, _ in }
        return AudioFileInfo(
            format: .flac, channelCount: stream.channels, sampleRate: stream.sampleRate,
            bitsPerSample: stream.bitsPerSample, frameCount: frames)
    }

    /// Decodes a whole file, counting the kinds of subframes and channel layouts met (for tests).
    static func decode(_ data: Data, limit: Int = AudioFileInfo.decodedLimit, statistics: inout FLACStatistics)
        throws(AudioFileError) -> DecodedPCM
    {
        var output: [Int32] = []
        let (stream, _) = try decodeFrames([UInt8](data), limit: limit, statistics: &statistics) {
            stream, channels, count in
            if output.isEmpty, stream.totalFrames > 0 { output.reserveCapacity(stream.totalFrames * stream.channels) }
            for i in 0..<count {
                for channel in channels { output.append(Int32(truncatingIfNeeded: channel[i])) }
            }
        }
        return DecodedPCM(
            sampleRate: stream.sampleRate, channelCount: stream.channels, bitsPerSample: stream.bitsPerSample,
            samples: output)
    }

    /// Decodes a whole file straight to 16-bit samples (as ``DecodedPCM/samples16`` converts them), without holding
    /// the file's full resolution: half the memory of ``decode(_:limit:)``.
    static func decode16(_ data: Data, limit: Int = AudioFileInfo.decodedLimit) throws(AudioFileError)
        -> (samples: [Int16], channelCount: Int, sampleRate: Int)
    {
        var statistics = FLACStatistics()
        var output: [Int16] = []
        let (stream, _) = try decodeFrames([UInt8](data), limit: limit, statistics: &statistics) {
            stream, channels, count in
            if output.isEmpty, stream.totalFrames > 0 { output.reserveCapacity(stream.totalFrames * stream.channels) }
            let shift = stream.bitsPerSample - 16
            for i in 0..<count {
                for channel in channels {
                    let value = Int32(truncatingIfNeeded: channel[i])
                    output.append(
                        shift >= 0
                            ? Int16(truncatingIfNeeded: value >> Int32(shift)) : Int16(value << Int32(-shift)))
                }
            }
        }
        return (output, stream.channels, stream.sampleRate)
    }

    /// Decodes frame after frame, handing STREAMINFO, each frame's channels and its sample count to `body`, once the
    /// frame passed every check.
    /// - Returns: STREAMINFO and the frames decoded.
    private static func decodeFrames(
        _ bytes: [UInt8], limit: Int, statistics: inout FLACStatistics,
        _ body: (_ stream: FLACStreamInfo, _ channels: [[Int64]], _ count: Int) -> Void
    ) throws(AudioFileError) -> (FLACStreamInfo, Int) {
        let stream = try FLACStreamInfo(bytes)
        let total = stream.totalFrames
        if total > 0 {
            try AudioFileInfo.checkDecodedSize(
                frames: total, channels: stream.channels, sampleRate: stream.sampleRate, limit: limit)
        }
        var offset = stream.firstFrameOffset
        var decoded = 0
        var index = 0
        while offset < bytes.count {
            if total > 0, decoded >= total { break }
            let frame = try FLACFrame.decode(bytes, at: offset, index: index, stream: stream, statistics: &statistics)
            let count = frame.channels.first?.count ?? 0
            if total > 0, decoded + count > total {
                throw .corrupt(
                    .flac, "frame \(index) (byte \(offset)) runs past the \(total) samples STREAMINFO announces")
            }
            if total == 0 {
                try AudioFileInfo.checkDecodedSize(
                    frames: decoded + count, channels: stream.channels, sampleRate: stream.sampleRate, limit: limit,
                    exact: false)
            }
            body(stream, frame.channels, count)
            decoded += count
            offset = frame.next
            index += 1
        }
        guard decoded > 0 else { throw .truncated(.flac, "no audio frames after the metadata") }
        if total > 0, decoded < total {
            throw .truncated(.flac, "the file ends after \(decoded) of its \(total) frames")
        }
        return (stream, decoded)
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
