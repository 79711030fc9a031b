import Foundation

/// A tiny model of the CSS cascade, just enough to evaluate the stylesheets `Theme.stylesheet()` generates:
/// top-level rules and `@media` blocks joined with `and`, selectors made of `:root`, `[name="value"]` and
/// `:not([name="value"])`, custom properties and `color-scheme`. It answers "which value wins on `<html>`".
struct CSSCascadeModel {
    /// One style rule with its media conditions, selectors and declarations.
    struct Rule {
        var mediaConditions: [(feature: String, value: String)]
        var selectors: [String]
        var declarations: [(property: String, value: String)]
    }

    /// The parsed rules in source order.
    private(set) var rules: [Rule] = []

    /// Parses the stylesheet.
    init(css: String) {
        var text = Substring(Self.removingComments(css))
        rules = Self.parseRules(&text, media: [])
    }

    /// The winning value of each property on the root element with these attributes in this environment.
    /// - Parameters:
    ///   - attributes: the attributes on `<html>`.
    ///   - media: media features, e.g. `["prefers-color-scheme": "dark", "prefers-contrast": "more"]`.
    func computedRootStyle(attributes: [String: String], media: [String: String]) -> [String: String] {
        var winners: [String: (specificity: Int, order: Int, value: String)] = [:]
        for (order, rule) in rules.enumerated() {
            guard rule.mediaConditions.allSatisfy({ media[$0.feature] == $0.value }) else { continue }
            let specificities = rule.selectors.compactMap {
                Self.specificity(ofRootSelector: $0, attributes: attributes)
            }
            guard let specificity = specificities.max() else { continue }
            for (property, value) in rule.declarations {
                if let current = winners[property], current.specificity > specificity { continue }
                winners[property] = (specificity, order, value)
            }
        }
        return winners.mapValues(\.value)
    }

    /// The specificity (in "class" units) of a selector that matches the root with `attributes`, or `nil`.
    static func specificity(ofRootSelector selector: String, attributes: [String: String]) -> Int? {
        var rest = Substring(selector.trimmingCharacters(in: .whitespaces))
        guard rest.hasPrefix(":root") else { return nil }
        rest = rest.dropFirst(":root".count)
        var specificity = 1
        while !rest.isEmpty {
            let negated = rest.hasPrefix(":not(")
            if negated { rest = rest.dropFirst(":not(".count) }
            guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
            let parts = rest[rest.index(after: rest.startIndex)..<close].split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let name = String(parts[0])
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            rest = rest[rest.index(after: close)...]
            if negated {
                guard rest.hasPrefix(")") else { return nil }
                rest = rest.dropFirst()
            }
            let matches = attributes[name] == value
            if matches == negated { return nil }
            specificity += 1
        }
        return specificity
    }

    private static func removingComments(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    private static func parseRules(_ text: inout Substring, media: [(feature: String, value: String)]) -> [Rule] {
        var rules: [Rule] = []
        while true {
            text = text.drop(while: \.isWhitespace)
            if text.isEmpty { return rules }
            if text.first == "}" {
                text = text.dropFirst()
                return rules
            }
            guard let open = text.firstIndex(of: "{") else { return rules }
            let prelude = text[..<open].trimmingCharacters(in: .whitespacesAndNewlines)
            text = text[text.index(after: open)...]
            if prelude.hasPrefix("@media") {
                let conditions = prelude.dropFirst("@media".count).components(separatedBy: " and ").map { part in
                    let inner = part.trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
                    let pieces = inner.split(separator: ":", maxSplits: 1)
                    return (
                        feature: String(pieces[0]).trimmingCharacters(in: .whitespaces),
                        value: String(pieces[1]).trimmingCharacters(in: .whitespaces)
                    )
                }
                rules += parseRules(&text, media: media + conditions)
            } else {
                guard let close = text.firstIndex(of: "}") else { return rules }
                let declarations = text[..<close].split(separator: ";").compactMap { declaration in
                    let pieces = declaration.split(separator: ":", maxSplits: 1)
                    guard pieces.count == 2 else { return nil as (property: String, value: String)? }
                    return (
                        property: pieces[0].trimmingCharacters(in: .whitespacesAndNewlines),
                        value: pieces[1].trimmingCharacters(in: .whitespacesAndNewlines)
                    )
                }
                text = text[text.index(after: close)...]
                let selectors = prelude.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                rules.append(Rule(mediaConditions: media, selectors: selectors, declarations: declarations))
            }
        }
    }
}
