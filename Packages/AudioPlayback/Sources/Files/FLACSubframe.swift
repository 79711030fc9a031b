/// One channel of a FLAC frame: CONSTANT, VERBATIM, FIXED (orders 0-4) or LPC (orders 1-32), with wasted bits.
enum FLACSubframe {
    static func decode(
        _ reader: inout BitReader, blockSize: Int, bits: Int, statistics: inout FLACStatistics,
        damaged: (String) -> AudioFileError
    ) throws(AudioFileError) -> [Int64] {
        guard try reader.bits(1) == 0 else { throw damaged("subframe padding bit set") }
        let type = Int(try reader.bits(6))
        var wasted = 0
        if try reader.bits(1) == 1 {
            wasted = try reader.unary() + 1
            statistics.wastedBits += 1
        }
        let width = bits - wasted
        guard width > 0, width <= 33 else { throw damaged("\(wasted) wasted bits of \(bits)") }
        var samples: [Int64]
        switch type {
        case 0:
            statistics.constant += 1
            samples = [Int64](repeating: try reader.signed(width), count: blockSize)
        case 1:
            statistics.verbatim += 1
            samples = [Int64](repeating: 0, count: blockSize)
            for i in 0..<blockSize { samples[i] = try reader.signed(width) }
        case 8...12:
            statistics.fixed += 1
            let order = type - 8
            guard order <= blockSize else { throw damaged("predictor order \(order) exceeds the block") }
            samples = [Int64](repeating: 0, count: blockSize)
            for i in 0..<order { samples[i] = try reader.signed(width) }
            try residual(&reader, blockSize: blockSize, order: order, into: &samples, statistics: &statistics, damaged)
            predictFixed(order: order, &samples)
        case 32...63:
            statistics.lpc += 1
            let order = type - 31
            guard order <= blockSize else { throw damaged("predictor order \(order) exceeds the block") }
            samples = [Int64](repeating: 0, count: blockSize)
            for i in 0..<order { samples[i] = try reader.signed(width) }
            let precisionCode = Int(try reader.bits(4))
            guard precisionCode != 15 else { throw damaged("invalid LPC precision") }
            let shift = try reader.signed(5)
            guard shift >= 0 else { throw damaged("negative LPC shift") }
            var coefficients: [Int64] = []
            for _ in 0..<order { coefficients.append(try reader.signed(precisionCode + 1)) }
            try residual(&reader, blockSize: blockSize, order: order, into: &samples, statistics: &statistics, damaged)
            for i in order..<blockSize {
                var sum: Int64 = 0
                for j in 0..<order { sum = sum &+ coefficients[j] &* samples[i - j - 1] }
                samples[i] = samples[i] &+ (sum >> shift)
            }
        default:
            throw damaged("reserved subframe type \(type)")
        }
        if wasted > 0 { samples = samples.map { $0 << Int64(wasted) } }
        return samples
    }

    /// Adds the fixed predictors' predictions to the residuals in `samples[order...]`.
    private static func predictFixed(order: Int, _ s: inout [Int64]) {
        guard order > 0 else { return }
        for i in order..<s.count {
            let prediction: Int64
            switch order {
            case 1: prediction = s[i - 1]
            case 2: prediction = 2 &* s[i - 1] &- s[i - 2]
            case 3: prediction = 3 &* s[i - 1] &- 3 &* s[i - 2] &+ s[i - 3]
            default: prediction = 4 &* s[i - 1] &- 6 &* s[i - 2] &+ 4 &* s[i - 3] &- s[i - 4]
            }
            s[i] = s[i] &+ prediction
        }
    }

    /// Reads the Rice-coded residual into `samples[order...]`.
    private static func residual(
        _ reader: inout BitReader, blockSize: Int, order: Int, into samples: inout [Int64],
        statistics: inout FLACStatistics, _ damaged: (String) -> AudioFileError
    ) throws(AudioFileError) {
        let method = try reader.bits(2)
        guard method < 2 else { throw damaged("reserved residual coding") }
        let parameterBits = method == 0 ? 4 : 5
        let escape = method == 0 ? 15 : 31
        let partitionOrder = Int(try reader.bits(4))
        let partitionSize = blockSize >> partitionOrder
        guard partitionSize << partitionOrder == blockSize, partitionSize >= order else {
            throw damaged("partition order \(partitionOrder) does not fit the block")
        }
        var index = order
        for partition in 0..<(1 << partitionOrder) {
            let count = partitionSize - (partition == 0 ? order : 0)
            let parameter = Int(try reader.bits(parameterBits))
            if parameter == escape {
                statistics.escapedPartitions += 1
                let width = Int(try reader.bits(5))
                for _ in 0..<count {
                    samples[index] = try reader.signed(width)
                    index += 1
                }
                continue
            }
            for _ in 0..<count {
                let quotient = try reader.unary()
                guard quotient < 1 << 32 else { throw damaged("a residual is out of range") }
                let folded = UInt64(quotient) << UInt64(parameter) | (try reader.bits(parameter))
                samples[index] = Int64(bitPattern: folded >> 1) ^ -Int64(bitPattern: folded & 1)
                index += 1
            }
        }
    }
}
