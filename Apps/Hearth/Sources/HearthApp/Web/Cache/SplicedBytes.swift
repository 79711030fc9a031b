/// Bytes rendered once, cut at the markers of `PageSlot`s: the fixed parts are kept, and each answer joins them
/// with that request's values. Bytes without markers are one part, handed out as the same storage every time.
struct SplicedBytes: Sendable {
    /// The fixed parts; `slots.count + 1` of them.
    let parts: [[UInt8]]
    /// The slot between `parts[i]` and `parts[i + 1]`.
    let slots: [PageSlot]

    /// Cuts `bytes` at every slot marker.
    init(splitting bytes: [UInt8]) {
        var parts: [[UInt8]] = []
        var slots: [PageSlot] = []
        let prefix = PageSlot.markerPrefix
        let suffix = PageSlot.markerSuffix
        var start = 0
        var index = 0
        let first = prefix[0]
        bytes.withUnsafeBufferPointer { buffer in
            while index + prefix.count <= buffer.count {
                guard buffer[index] == first, Self.matches(prefix, in: buffer, at: index) else {
                    index += 1
                    continue
                }
                let nameStart = index + prefix.count
                var nameEnd = nameStart
                while nameEnd + suffix.count <= buffer.count, !Self.matches(suffix, in: buffer, at: nameEnd),
                    nameEnd - nameStart < 32
                {
                    nameEnd += 1
                }
                guard nameEnd + suffix.count <= buffer.count, Self.matches(suffix, in: buffer, at: nameEnd),
                    let slot = PageSlot(rawValue: String(decoding: buffer[nameStart..<nameEnd], as: UTF8.self))
                else {
                    index += 1
                    continue
                }
                parts.append(Array(buffer[start..<index]))
                slots.append(slot)
                index = nameEnd + suffix.count
                start = index
            }
            parts.append(Array(buffer[start..<buffer.count]))
        }
        self.parts = parts
        self.slots = slots
    }

    /// The fixed bytes' count (what the cache charges).
    var byteCount: Int { parts.reduce(0) { $0 + $1.count } }

    /// Whether the bytes had no marker (one part, the same storage for every answer).
    var isFixed: Bool { slots.isEmpty }

    /// The bytes with each slot's value: one allocation, each value's UTF-8 copied in place.
    func joined(_ value: (PageSlot) -> String) -> [UInt8] {
        if slots.isEmpty { return parts[0] }
        var bytes: [UInt8] = []
        // Room for the usual values (a token, a time in ms, digits); a longer one grows the array once.
        bytes.reserveCapacity(byteCount + slots.count * Self.usualValueBytes)
        for index in slots.indices {
            bytes.append(contentsOf: parts[index])
            var text = value(slots[index])
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
        bytes.append(contentsOf: parts[slots.count])
        return bytes
    }

    /// What `joined` reserves per slot.
    private static let usualValueBytes = 48

    private static func matches(_ pattern: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= buffer.count else { return false }
        for offset in pattern.indices where buffer[index + offset] != pattern[offset] { return false }
        return true
    }
}
