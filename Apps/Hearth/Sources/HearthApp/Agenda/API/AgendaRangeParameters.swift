import HTTPServer
import HearthBasics
import ICalendar

/// `from` and `to` of `GET /api/v1/agenda`: two `YYYY-MM-DD` dates, `from` not after `to`, at most
/// `AgendaService.maximumDays` days in all.
struct AgendaRangeParameters {
    let query: QueryItems

    /// The range asked for.
    /// - Throws: `AgendaError.invalidParameter` naming `from` or `to`.
    func range() throws(AgendaError) -> AgendaRange {
        let first = try date("from")
        let last = try date("to")
        guard let range = AgendaRange(from: first, through: last) else {
            throw .invalidParameter(name: "to", message: "“to” is on or after “from”.")
        }
        guard range.dayCount <= AgendaService.maximumDays else {
            throw .invalidParameter(
                name: "to", message: "At most \(AgendaService.maximumDays) days from “from” through “to”.")
        }
        return range
    }

    private func date(_ name: String) throws(AgendaError) -> LocalDate {
        guard let text = query[name], !text.isEmpty else {
            throw .invalidParameter(name: name, message: "“\(name)” is required, a date written YYYY-MM-DD.")
        }
        guard text.count == 10, let date = LocalDate(text) else {
            throw .invalidParameter(name: name, message: "“\(name)” is a date written YYYY-MM-DD.")
        }
        return date
    }
}
