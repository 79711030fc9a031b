import Foundation
import HTTPServer

/// Any JSON value, decoded without a schema so that a display's report can be checked field by field (a wrong type
/// names its field instead of failing the whole decode).
enum ReportJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array
    case object([String: ReportJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if (try? container.decode([ReportJSON].self)) != nil {
            self = .array
        } else {
            self = .object(try container.decode([String: ReportJSON].self))
        }
    }

    /// The body of `request` as a JSON object.
    /// - Throws: `HTTPError` 415/400 for a body that is not JSON, `DisplayReportError.notAnObject` for other JSON.
    static func object(of request: Request) throws -> [String: ReportJSON] {
        guard case .object(let fields) = try request.decodeJSON(as: ReportJSON.self) else {
            throw DisplayReportError.notAnObject
        }
        return fields
    }
}

/// Reads typed fields out of a report object, naming the field of the first problem.
struct ReportFields {
    let fields: [String: ReportJSON]
    /// The prefix of field names in errors (`battery.` inside the battery object).
    var prefix = ""

    /// Refuses a name that is not one of `known`.
    func requireOnly(_ known: Set<String>) throws(DisplayReportError) {
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknownField(prefix + unknown)
        }
    }

    func bool(_ name: String) throws(DisplayReportError) -> Bool? {
        switch fields[name] {
        case nil, .null: return nil
        case .bool(let value): return value
        default: throw .invalidField(prefix + name, "must be true or false")
        }
    }

    func number(_ name: String) throws(DisplayReportError) -> Double? {
        switch fields[name] {
        case nil, .null: return nil
        case .number(let value): return value
        default: throw .invalidField(prefix + name, "must be a number")
        }
    }

    /// A string of at most `maximumLength` characters, without control characters; empty counts as absent.
    func string(_ name: String, maximumLength: Int) throws(DisplayReportError) -> String? {
        switch fields[name] {
        case nil, .null: return nil
        case .string(let value):
            let text = value.trimmingCharacters(in: .whitespaces)
            guard text.count <= maximumLength else {
                throw .invalidField(prefix + name, "must be at most \(maximumLength) characters")
            }
            guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .invalidField(prefix + name, "must not hold control characters")
            }
            return text.isEmpty ? nil : text
        default: throw .invalidField(prefix + name, "must be a string")
        }
    }

    /// A string that must be one of `choices`.
    func choice(_ name: String, _ choices: [String]) throws(DisplayReportError) -> String? {
        switch fields[name] {
        case nil, .null: return nil
        case .string(let value) where choices.contains(value): return value
        default:
            throw .invalidField(prefix + name, "must be one of " + choices.map { "“\($0)”" }.joined(separator: ", "))
        }
    }

    /// A nested object, or nil when absent or null.
    func object(_ name: String) throws(DisplayReportError) -> ReportFields? {
        switch fields[name] {
        case nil, .null: return nil
        case .object(let nested): return ReportFields(fields: nested, prefix: prefix + name + ".")
        default: throw .invalidField(prefix + name, "must be an object or null")
        }
    }
}
