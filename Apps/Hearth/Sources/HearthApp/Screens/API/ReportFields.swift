import Foundation
import HTTPServer
import HearthBasics

/// Reads typed fields out of a report object, naming the field of the first problem.
struct ReportFields {
    let fields: [String: JSONValue]
    /// The prefix of field names in errors (`battery.` inside the battery object).
    var prefix = ""

    /// The body of `request` as a JSON object.
    /// - Throws: `HTTPError` 415/400 for a body that is not JSON, `DisplayReportError.notAnObject` for other JSON.
    static func object(of request: Request) throws -> [String: JSONValue] {
        guard case .object(let fields) = try request.decodeJSON(as: JSONValue.self) else {
            throw DisplayReportError.notAnObject
        }
        return fields
    }

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
