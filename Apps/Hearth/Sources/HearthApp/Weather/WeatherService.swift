import Foundation
import HTTPServer
import HearthBasics
import Logging
import WeatherCore

/// The weather's one write path: the setting (stored, logged, announced), the last good forecast (kept in SQLite so
/// a restart or an outage still shows it) and its refresh. A refresh asks Open-Meteo first and MET Norway when that
/// fails (within MET Norway's `Expires`, its kept copy stands); the next refresh asks Open-Meteo again, so it comes
/// back. Refreshes happen only here, on WeatherCore's `RefreshPolicy` (15 minutes with jitter, backoff after
/// failures, never before a `Retry-After`), so the providers see at most one fetch per interval however many
/// screens are open.
final class WeatherService: Sendable {
    private struct State {
        var settings: WeatherSettings
        var kept: KeptForecast?
        var failures = 0
        var nextAttempt: Date?
        var lastError: String?
    }

    let database: AppDatabase
    /// Moves with every change of what is shown (a new forecast, or the setting): pages showing the weather
    /// depend on it.
    let version = DataVersion()
    let now: @Sendable () -> Date
    let timeZone: TimeZone
    private let providers: WeatherProviders
    private let policy: RefreshPolicy
    private let random: @Sendable () -> Double
    private let logger: Logger
    private let publish: @Sendable (WeatherAnswer) -> Void
    private let state: Locked<State>
    private let writeLock = AsyncLock()
    private let refreshLock = AsyncLock()
    private let wakeHandlers = Locked<[@Sendable () -> Void]>([])
    private let forecastHandlers = Locked<[@Sendable () -> Void]>([])

    private init(
        database: AppDatabase, providers: WeatherProviders, now: @escaping @Sendable () -> Date, timeZone: TimeZone,
        policy: RefreshPolicy, random: @escaping @Sendable () -> Double, logger: Logger,
        publish: @escaping @Sendable (WeatherAnswer) -> Void, state: State
    ) {
        self.database = database
        self.providers = providers
        self.now = now
        self.timeZone = timeZone
        self.policy = policy
        self.random = random
        self.logger = logger
        self.publish = publish
        self.state = Locked(state)
    }

    /// Reads the stored setting and the last good forecast.
    /// - Parameters:
    ///   - providers: The providers' base addresses and timeout.
    ///   - random: A number in 0..<1 for the refresh jitter (tests fix it).
    ///   - publish: Publishes the new answer on `/events` (`weather`).
    static func load(
        database: AppDatabase, providers: WeatherProviderSettings, now: @escaping @Sendable () -> Date,
        timeZone: TimeZone, policy: RefreshPolicy = .standard,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }, logger: Logger,
        publish: @escaping @Sendable (WeatherAnswer) -> Void
    ) async throws -> WeatherService {
        let settings = try await database.weatherSettings().map(WeatherSettings.init(record:)) ?? WeatherSettings()
        let kept = try await database.weatherForecast().flatMap(KeptForecast.init(record:))
        return WeatherService(
            database: database, providers: WeatherProviders(settings: providers), now: now, timeZone: timeZone,
            policy: policy, random: random, logger: logger, publish: publish,
            state: State(settings: settings, kept: kept))
    }

    // MARK: - Reading

    /// The setting now.
    var settings: WeatherSettings { state.withLock { $0.settings } }

    /// The answer of `GET /api/v1/weather`: the state and the last good forecast in the setting's units.
    func answer() -> WeatherAnswer {
        let (settings, kept, lastError) = state.withLock { ($0.settings, $0.kept, $0.lastError) }
        return WeatherAnswer(settings: settings, kept: kept, lastError: lastError, now: now(), timeZone: timeZone)
    }

    /// The last good forecast for the setting's place, in its units, and when it was fetched; nil when the weather
    /// is off, has no place, or has no forecast for that place yet.
    func shownForecast() -> (forecast: Forecast, fetchedAt: Date)? {
        let (settings, kept) = state.withLock { ($0.settings, $0.kept) }
        guard settings.enabled, let place = settings.coordinates, let kept,
            kept.forecast.coordinates.rounded == place.rounded
        else { return nil }
        return (kept.forecast.converted(to: settings.units), kept.fetchedAt)
    }

    /// When the next refresh is due (nil when none is planned: off, no place, or not yet looked at).
    var nextAttempt: Date? { state.withLock { $0.nextAttempt } }

    /// Places by name (Open-Meteo's geocoding, through the server).
    func places(named name: String, language: String) async throws(WeatherError) -> [Place] {
        try await providers.places(named: name, language: language)
    }

    /// Calls `handler` when a refresh is due at once (the setting changed): the refresher wakes.
    func onWake(_ handler: @escaping @Sendable () -> Void) { wakeHandlers.withLock { $0.append(handler) } }

    /// Calls `handler` when what is shown changed (a new forecast, or the setting).
    func onChange(_ handler: @escaping @Sendable () -> Void) { forecastHandlers.withLock { $0.append(handler) } }

    // MARK: - Writing

    /// Stores a change. A new place, or switching on, makes a refresh due at once.
    @discardableResult
    func apply(_ change: WeatherSettingsChange) async throws -> WeatherSettings {
        let (old, new) = try await writeLock.run { () async throws -> (WeatherSettings, WeatherSettings) in
            let old = settings
            let new = change.applied(to: old)
            guard new != old else { return (old, new) }
            try await database.saveWeatherSettings(
                WeatherSettingsRecord(
                    enabled: new.enabled, placeName: new.placeName, latitude: new.coordinates?.latitude,
                    longitude: new.coordinates?.longitude, units: new.units.rawValue, updatedAt: now()))
            state.withLock { state in
                state.settings = new
                if new.coordinates != old.coordinates || (new.enabled && !old.enabled) {
                    state.nextAttempt = nil
                    state.failures = 0
                    state.lastError = nil
                }
            }
            return (old, new)
        }
        guard new != old else { return new }
        logger.notice(
            "Weather setting changed",
            metadata: [
                "enabled": "\(new.enabled)", "units": "\(new.units.rawValue)",
                "place": "\(new.coordinates.map { "\($0.latitudeText),\($0.longitudeText)" } ?? "none")",
            ])
        announce()
        for handler in wakeHandlers.withLock({ $0 }) { handler() }
        return new
    }

    /// Refreshes when one is due.
    /// - Returns: When the next refresh is due; nil when the weather is off or has no place.
    func refreshDue() async -> Date? {
        let settings = settings
        guard settings.enabled, settings.coordinates != nil else { return nil }
        if let next = nextAttempt, now() < next { return next }
        await refresh()
        return nextAttempt
    }

    /// One refresh: Open-Meteo, then MET Norway when it fails; the next one planned by the policy.
    /// - Returns: Whether a forecast is current after it.
    @discardableResult
    func refresh() async -> Bool {
        await refreshLock.run {
            let (settings, kept) = state.withLock { ($0.settings, $0.kept) }
            guard settings.enabled, let place = settings.coordinates else { return false }
            let attempt = now()
            let result = await fetch(place, kept: kept, at: attempt)
            switch result {
            case .success(let fresh):
                await keep(fresh, replacing: kept, at: attempt)
                return true
            case .failure(let failure):
                let failures = state.withLock { state in
                    state.failures += 1
                    state.lastError = failure.reason
                    state.nextAttempt = policy.nextAttempt(
                        after: attempt, failures: state.failures, random: random(), retryAfter: failure.retryAfter)
                    return state.failures
                }
                logger.warning(
                    "Weather not refreshed", metadata: ["reason": "\(failure.reason)", "failures": "\(failures)"])
                return false
            }
        }
    }

    private func fetch(
        _ place: Coordinates, kept: KeptForecast?, at attempt: Date
    ) async -> Result<KeptForecast, WeatherProviders.Failure> {
        let first = await providers.openMeteo(place, now: attempt, timeZone: timeZone)
        guard case .failure(let openMeteoFailure) = first else { return first }
        logger.info("Open-Meteo failed: asking MET Norway", metadata: ["reason": "\(openMeteoFailure.reason)"])
        let metCopy = kept.flatMap {
            $0.forecast.provider == .metNorway && $0.forecast.coordinates.rounded == place.rounded ? $0 : nil
        }
        let second = await providers.metNorway(place, kept: metCopy, now: attempt, timeZone: timeZone)
        guard case .failure(let metFailure) = second else { return second }
        let retryAfter = [openMeteoFailure.retryAfter, metFailure.retryAfter].compactMap { $0 }.min()
        return .failure(
            .init(
                reason: "Open-Meteo: \(openMeteoFailure.reason); MET Norway: \(metFailure.reason)",
                retryAfter: retryAfter))
    }

    private func keep(_ stored: KeptForecast, replacing old: KeptForecast?, at attempt: Date) async {
        let wasStale = old.map { ForecastAge(fetchedAt: $0.fetchedAt, now: attempt).isStale } ?? true
        do {
            if stored != old { try await database.saveWeatherForecast(stored.record) }
        } catch {
            logger.error("Weather forecast not kept", metadata: ["error": "\(error)"])
        }
        state.withLock { state in
            state.kept = stored
            state.failures = 0
            state.lastError = nil
            state.nextAttempt = policy.nextAttempt(after: attempt, failures: 0, random: random())
        }
        if old?.forecast != stored.forecast || wasStale {
            logger.info("Weather refreshed", metadata: ["provider": "\(stored.forecast.provider.rawValue)"])
            announce()
        }
    }

    private func announce() {
        version.bump()
        publish(answer())
        for handler in forecastHandlers.withLock({ $0 }) { handler() }
    }
}
