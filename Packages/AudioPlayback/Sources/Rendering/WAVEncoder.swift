import Foundation

/// Writes 16-bit PCM WAV files: a 44-byte RIFF/WAVE header (`fmt ` chunk, format 1) and little-endian samples.
public enum WAVEncoder {
    /// The length of the header ``header(frameCount:channelCount:sampleRate:)`` writes.
    public static let headerLength = 44

    /// The 44-byte header of a 16-bit PCM WAV file.
    ///
    /// - Parameters:
    ///   - frameCount: Frames that follow (samples per channel).
    ///   - channelCount: Channels, interleaved.
    ///   - sampleRate: Frames per second.
    /// - Returns: `RIFF` size `WAVE` `fmt ` 16 … `data` size.
    public static func header(frameCount: Int, channelCount: Int, sampleRate: Int) -> Data {
        let blockAlign = channelCount * 2
        let dataSize = frameCount * blockAlign
        var header = Data(capacity: headerLength)
        header.append(contentsOf: Array("RIFF".utf8))
        header.appendLittleEndian(UInt32(truncatingIfNeeded: 36 + dataSize))
        header.append(contentsOf: Array("WAVEfmt ".utf8))
        header.appendLittleEndian(UInt32(16))
        header.appendLittleEndian(UInt16(1))
        header.appendLittleEndian(UInt16(channelCount))
        header.appendLittleEndian(UInt32(sampleRate))
        header.appendLittleEndian(UInt32(sampleRate * blockAlign))
        header.appendLittleEndian(UInt16(blockAlign))
        header.appendLittleEndian(UInt16(16))
        header.append(contentsOf: Array("data".utf8))
        header.appendLittleEndian(UInt32(truncatingIfNeeded: dataSize))
        return header
    }

    /// A complete WAV file of interleaved samples.
    ///
    /// - Parameters:
    ///   - samples: Interleaved 16-bit samples.
    ///   - channelCount: Channels.
    ///   - sampleRate: Frames per second.
    /// - Returns: Header and little-endian sample bytes.
    public static func encode(samples: [Int16], channelCount: Int, sampleRate: Int) -> Data {
        var data = header(
            frameCount: samples.count / max(channelCount, 1), channelCount: channelCount, sampleRate: sampleRate)
        data.reserveCapacity(headerLength + samples.count * 2)
        samples.withUnsafeBufferPointer { buffer in
            var bytes = [UInt8](repeating: 0, count: buffer.count * 2)
            for (index, sample) in buffer.enumerated() {
                let value = UInt16(bitPattern: sample)
                bytes[index * 2] = UInt8(value & 0xFF)
                bytes[index * 2 + 1] = UInt8(value >> 8)
            }
            data.append(contentsOf: bytes)
        }
        return data
    }
}

extension Data {
    mutating func appendLittleEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24),
        ])
    }

    mutating func appendLittleEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)])
    }
}
