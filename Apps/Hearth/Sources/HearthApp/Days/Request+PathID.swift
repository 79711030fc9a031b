import Foundation
import HTTPServer

extension Request {
    /// The `{id}` of the path, for pages and API alike; 404 when it is not a UUID (nothing can have that id).
    /// - Throws: `DaysError.notFound`.
    func pathID() throws(DaysError) -> UUID {
        guard let text = parameters["id"], let id = UUID(uuidString: text) else { throw .notFound }
        return id
    }
}
