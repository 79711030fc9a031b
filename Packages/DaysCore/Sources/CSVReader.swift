/// An RFC 4180 reader over UTF-8 bytes that keeps reading after a bad record, reporting each by its first line.
///
/// It hands each record (or failure) to its caller as soon as it is read, so a large file is never held as an array
/// of rows: only the current record's fields are in memory.
struct CSVReader {
    /// What the reader found next: a record, or a line it could not read.
    enum Item {
        case record(Record)
        case failure(Failure)
    }

    struct Record {
        var line: Int
        var fields: [String]
    }

    struct Failure {
        var line: Int
        var code: ImportIssue.Code
    }

    var maximumRecordLength: Int
    var maximumFieldLength: Int
    var maximumRecords: Int

    /// Splits the bytes into records, in file order; blank lines are skipped. Past `maximumRecords` records it
    /// hands over a `tooManyRows` failure and stops.
    ///
    /// - Parameters:
    ///   - bytes: The file (the caller's memory, often a mapped file; never copied whole).
    ///   - take: Called with each record and failure in file order.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, _ take: (Item) -> Void) {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var records = 0
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        let count = bytes.count
        while index < count {
            let recordLine = line
            let recordStart = index
            var fields: [String] = []
            var field: [UInt8] = []
            var failure: ImportIssue.Code?
            var endOfRecord = false
            while !endOfRecord, failure == nil {
                field.removeAll(keepingCapacity: true)
                var tooLong = false
                func append(_ byte: UInt8) {
                    if field.count < maximumFieldLength { field.append(byte) } else { tooLong = true }
                }
                if index < count, bytes[index] == quote {
                    index += 1
                    var closed = false
                    while index < count {
                        let byte = bytes[index]
                        if byte == quote {
                            if index + 1 < count, bytes[index + 1] == quote {
                                append(quote)
                                index += 2
                                continue
                            }
                            index += 1
                            closed = true
                            break
                        }
                        if byte == lf { line += 1 }
                        append(byte)
                        index += 1
                        if index - recordStart > maximumRecordLength { break }
                    }
                    if !closed {
                        failure =
                            index - recordStart > maximumRecordLength
                            ? .recordTooLong(limitBytes: maximumRecordLength) : .unclosedQuote
                        break
                    }
                    if index < count, bytes[index] != comma, bytes[index] != cr, bytes[index] != lf {
                        failure = .textAfterQuote
                        break
                    }
                } else {
                    while index < count, bytes[index] != comma, bytes[index] != cr, bytes[index] != lf {
                        if bytes[index] == quote {
                            failure = .quoteInUnquotedCell
                            break
                        }
                        append(bytes[index])
                        index += 1
                    }
                    if failure != nil { break }
                }
                if tooLong {
                    failure = .cellTooLong(limitBytes: maximumFieldLength)
                    break
                }
                if index - recordStart > maximumRecordLength {
                    failure = .recordTooLong(limitBytes: maximumRecordLength)
                    break
                }
                guard let text = String(validating: field, as: UTF8.self) else {
                    failure = .cellNotUTF8
                    break
                }
                fields.append(text)
                if index >= count {
                    endOfRecord = true
                } else if bytes[index] == comma {
                    index += 1
                    if index >= count { fields.append(""); endOfRecord = true }
                } else if bytes[index] == cr {
                    if index + 1 < count, bytes[index + 1] == lf {
                        index += 2
                        line += 1
                        endOfRecord = true
                    } else {
                        failure = .bareCarriageReturn
                    }
                } else {
                    index += 1
                    line += 1
                    endOfRecord = true
                }
            }
            if let failure {
                take(.failure(Failure(line: recordLine, code: failure)))
                while index < count, bytes[index] != lf { index += 1 }
                if index < count {
                    index += 1
                    line += 1
                }
            } else if !(fields.count == 1 && fields[0].isEmpty) {
                records += 1
                if records > maximumRecords {
                    take(.failure(Failure(line: recordLine, code: .tooManyRows(limit: maximumRecords))))
                    break
                }
                take(.record(Record(line: recordLine, fields: fields)))
            }
        }
    }
}
