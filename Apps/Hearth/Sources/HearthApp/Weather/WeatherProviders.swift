import Foundation
import HearthBasics
import WeatherCore

/// The providers over HTTP (`OutboundHTTP`, an identifying `User-Agent`, a timeout and a size limit): Open-Meteo's
/// forecast and geocoding, and MET Norway's Locationforecast with its `Expires` and `If-Modified-Since` terms.
/// WeatherCore builds the requests and reads the answers.
struct WeatherProviders: Sendable {
    /// Why a provider gave no forecast: in English, with the seconds a `Retry-After` asked for.
    struct Failure: Error, Equatable {
        var reason: String
        var retryAfter: TimeInterval?
    }

    /// The base addresses and the timeout.
    let settings: WeatherProviderSettings

    /// MET Norway's terms ask for an identifying `User-Agent`.
    static let userAgent = "Hearth/\(HearthApp.version) (self-hosted home dashboard; weather for one household)"
    /// The largest answer read.
    static let maximumBytes = 2 * 1024 * 1024

    /// Open-Meteo's forecast for a place.
    func openMeteo(_ place: Coordinates, now: Date, timeZone: TimeZone) async -> Result<KeptForecast, Failure> {
        let url = OpenMeteoForecast.url(base: settings.openMeteo, coordinates: place)
        let reply: OutboundHTTP.Reply
        switch await get(url, headers: []) {
        case .success(let answer): reply = answer
        case .failure(let failure): return .failure(failure)
        }
        guard reply.status == 200 else { return .failure(Self.failure(reply)) }
        do {
            let forecast = try OpenMeteoForecast.forecast(
                from: Data(reply.body), coordinates: place, now: now, timeZone: timeZone)
            return .success(KeptForecast(forecast: forecast, fetchedAt: now))
        } catch {
            return .failure(Failure(reason: "Open-Meteo's answer did not read: \(error)"))
        }
    }

    /// MET Norway's forecast for a place: none is asked for before the kept copy's `Expires` (the copy stands, with
    /// its fetch time), and a request carries `If-Modified-Since` (a `304` keeps the copy, fetched now, with the new
    /// terms).
    /// - Parameter kept: The kept forecast when it is MET Norway's for this place.
    func metNorway(
        _ place: Coordinates, kept: KeptForecast?, now: Date, timeZone: TimeZone
    ) async -> Result<KeptForecast, Failure> {
        if let kept, !kept.validity.allowsRequest(at: now) { return .success(kept) }
        let url = MetNorwayForecast.url(base: settings.metNorway, coordinates: place)
        let headers = (kept?.validity.requestHeaders ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let reply: OutboundHTTP.Reply
        switch await get(url, headers: headers) {
        case .success(let answer): reply = answer
        case .failure(let failure): return .failure(failure)
        }
        let validity = MetNorwayValidity { reply.header($0) }
        if reply.status == 304, var copy = kept {
            copy.fetchedAt = now
            copy.validity = MetNorwayValidity(
                expires: validity.expires, lastModified: validity.lastModified ?? copy.validity.lastModified)
            return .success(copy)
        }
        guard reply.status == 200 else { return .failure(Self.failure(reply)) }
        do {
            let forecast = try MetNorwayForecast.forecast(
                from: Data(reply.body), coordinates: place, now: now, timeZone: timeZone)
            return .success(KeptForecast(forecast: forecast, fetchedAt: now, validity: validity))
        } catch {
            return .failure(Failure(reason: "MET Norway's answer did not read: \(error)"))
        }
    }

    /// Places by name, through Open-Meteo's geocoding.
    /// - Throws: `WeatherError.invalid` (the field `q`) for a name it cannot look up, `.searchFailed` otherwise.
    func places(named name: String, language: String) async throws(WeatherError) -> [Place] {
        let url: URL
        switch OpenMeteoGeocoding.url(base: settings.geocoding, name: name, language: language) {
        case .success(let found): url = found
        case .failure(let error): throw .invalid(field: "q", message: error.issues[0].message)
        }
        let reply: OutboundHTTP.Reply
        switch await get(url, headers: []) {
        case .success(let answer): reply = answer
        case .failure(let failure): throw .searchFailed(failure.reason)
        }
        guard reply.status == 200 else { throw .searchFailed(Self.failure(reply).reason) }
        do {
            return try OpenMeteoGeocoding.places(from: Data(reply.body))
        } catch {
            throw .searchFailed("the answer did not read: \(error)")
        }
    }

    private func get(_ url: URL, headers: [(String, String)]) async -> Result<OutboundHTTP.Reply, Failure> {
        let all = [("Accept", "application/json"), ("User-Agent", Self.userAgent)] + headers
        switch await OutboundHTTP.send(url, headers: all, timeout: settings.timeout, maxBytes: Self.maximumBytes) {
        case .success(let reply): return .success(reply)
        case .failure(let failure): return .failure(Failure(reason: OutboundHTTP.describe(failure)))
        }
    }

    /// A status other than 200, with its `Retry-After` (seconds or an HTTP date; read against the `Date` sent).
    private static func failure(_ reply: OutboundHTTP.Reply) -> Failure {
        var retryAfter: TimeInterval?
        if let text = reply.header("Retry-After") {
            if let seconds = Int(text), seconds >= 0 {
                retryAfter = TimeInterval(seconds)
            } else if let instant = HTTPDate.date(from: text),
                let sent = reply.header("Date").flatMap(HTTPDate.date(from:))
            {
                retryAfter = max(0, instant.timeIntervalSince(sent))
            }
        }
        return Failure(reason: "the server answered HTTP \(reply.status)", retryAfter: retryAfter)
    }
}
