import CZlib

/// gzip compression (RFC 1952) with zlib, for `Content-Encoding: gzip`.
///
/// ```swift
/// let packed = Gzip.compress(Array(css.utf8))   // nil if zlib failed
/// let unpacked = try Gzip.decompress(packed!)
/// ```
public enum Gzip {
    /// Why gzip data could not be decompressed.
    public enum DecompressionError: Error, Equatable {
        /// The input is not complete, valid gzip data.
        case invalidData
        /// The output would be larger than the limit given.
        case tooLarge(limit: Int)
    }

    /// Compresses bytes into a gzip member.
    /// - Parameters:
    ///   - bytes: The input.
    ///   - level: zlib's level, 1 (fastest) to 9 (smallest); 6 by default.
    /// - Returns: The gzip data, or `nil` if zlib reported an error.
    public static func compress(_ bytes: [UInt8], level: Int = 6) -> [UInt8]? {
        var stream = z_stream()
        guard CZlib_deflate_init_gzip(&stream, Int32(max(1, min(9, level)))) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, UInt(bytes.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }

    /// Decompresses one gzip member.
    /// - Parameters:
    ///   - bytes: The gzip data.
    ///   - limit: The largest output accepted; 64 MiB by default.
    /// - Returns: The original bytes.
    /// - Throws: `DecompressionError`.
    public static func decompress(_ bytes: [UInt8], limit: Int = 64 << 20) throws(DecompressionError) -> [UInt8] {
        var stream = z_stream()
        guard CZlib_inflate_init_gzip(&stream) == Z_OK else { throw .invalidData }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var status = Z_OK
        bytes.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            while status == Z_OK {
                status = chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                if output.count > limit { return }
            }
        }
        if output.count > limit { throw .tooLarge(limit: limit) }
        guard status == Z_STREAM_END else { throw .invalidData }
        return output
    }
}
