import CZlib

/// The gzip form of `SplicedBytes`, compressed once: each fixed part is deflated with a full flush after it (so
/// no later part refers back into a slot), and each answer puts its slot values between the parts as stored
/// deflate blocks and writes the trailer's CRC-32 and length for the bytes it sent. The result is one valid gzip
/// member, the same text as the plain answer.
struct SplicedGzip: Sendable {
    /// The compressed parts: the first starts with the gzip header; the last ends the deflate stream (no trailer).
    let chunks: [[UInt8]]
    let slots: [PageSlot]
    /// CRC-32 and length of each fixed part.
    private let checks: [(crc: UInt, length: Int)]

    /// Compresses the parts of `body`; nil when zlib fails or nothing is saved.
    init?(_ body: SplicedBytes, level: Int32 = 6) {
        var stream = z_stream()
        guard CZlib_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var chunks: [[UInt8]] = []
        for (index, part) in body.parts.enumerated() {
            let last = index == body.parts.count - 1
            guard let chunk = Self.deflate(part, flush: last ? Z_FINISH : Z_FULL_FLUSH, stream: &stream) else {
                return nil
            }
            chunks.append(chunk)
        }
        guard var final = chunks.popLast(), final.count >= 8 else { return nil }
        final.removeLast(8)  // zlib's trailer; each answer writes its own
        chunks.append(final)
        guard chunks.reduce(0, { $0 + $1.count }) < body.byteCount else { return nil }
        self.chunks = chunks
        slots = body.slots
        checks = body.parts.map { part in
            (part.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }, part.count)
        }
    }

    /// The compressed bytes kept.
    var byteCount: Int { chunks.reduce(0) { $0 + $1.count } }

    /// One gzip member for the body with each slot's value.
    func joined(_ value: (PageSlot) -> String) -> [UInt8] {
        let values = slots.map { Array(value($0).utf8.prefix(65_535)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount + values.reduce(0) { $0 + $1.count + 5 } + 8)
        var crc = checks[0].crc
        var length = checks[0].length
        bytes.append(contentsOf: chunks[0])
        for index in slots.indices {
            let value = values[index]
            let count = UInt16(value.count)
            // A stored block (BFINAL 0, BTYPE 00) at a byte boundary: the full flush before it ends on one.
            bytes.append(contentsOf: [
                0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8),
            ])
            bytes.append(contentsOf: value)
            crc = value.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
            let part = checks[index + 1]
            crc = crc32_combine(crc, part.crc, part.length)
            length += value.count + part.length
            bytes.append(contentsOf: chunks[index + 1])
        }
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((crc >> UInt(shift)) & 0xFF)) }
        let size = UInt32(truncatingIfNeeded: length)
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((size >> UInt32(shift)) & 0xFF)) }
        return bytes
    }

    private static func deflate(_ input: [UInt8], flush: Int32, stream: inout z_stream) -> [UInt8]? {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: max(1024, input.count + input.count / 8 + 64))
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(source.count)
            repeat {
                status = buffer.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    let status = CZlib.deflate(&stream, flush)
                    output.append(contentsOf: out[0..<(out.count - Int(stream.avail_out))])
                    return status
                }
            } while status == Z_OK && stream.avail_out == 0
        }
        if flush == Z_FINISH { return status == Z_STREAM_END ? output : nil }
        return status == Z_OK || status == Z_BUF_ERROR ? output : nil
    }
}
