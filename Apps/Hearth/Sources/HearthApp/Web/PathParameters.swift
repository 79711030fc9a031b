import Foundation

/// A value a path parameter can name: `{id}` as a `UUID`, `{count}` as an `Int`.
protocol PathParameterValue {
    /// The value `text` names, or nil when it names none.
    init?(pathParameter text: String)
}

extension UUID: PathParameterValue {
    init?(pathParameter text: String) { self.init(uuidString: text) }
}

extension Int: PathParameterValue {
    init?(pathParameter text: String) { self.init(text) }
}

extension Dictionary where Key == String, Value == String {
    /// The path parameter `name` (the route's `{name}`) as a `T`:
    /// `request.parameters.require("id", as: UUID.self, notFound: AlarmsError.notFound)`.
    /// - Throws: `notFound` (the feature's own 404) when the parameter is missing or names no `T`: nothing can have
    ///   that id.
    func require<T: PathParameterValue, Failure: Error>(
        _ name: String, as type: T.Type, notFound: Failure
    ) throws(Failure) -> T {
        guard let text = self[name], let value = T(pathParameter: text) else { throw notFound }
        return value
    }
}
