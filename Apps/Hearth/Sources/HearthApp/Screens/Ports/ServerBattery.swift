import Battery

/// The server's own battery, as another feature shows it (the display's battery overlay without JavaScript). The
/// Screens feature answers it (`BatteryService`); the composition root hands it to `site.ports`.
protocol ServerBattery: Sendable {
    /// The server's battery now (read at most every few seconds), or nil when it has none.
    func serverBattery() -> BatteryState?
}

extension BatteryService: ServerBattery {}
