import GRDB

extension AppDatabase {
    /// The schema's whole history, in order: named, append-only migrations. Never edit a shipped one; append a
    /// new line (its SQL lives in the feature's `Storage/<Feature>Schema.swift`).
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-settings", migrate: SettingsSchema.createTables)
        migrator.registerMigration("v1-auth", migrate: AuthSchema.createTables)
        migrator.registerMigration("v1-days", migrate: DaysSchema.createTables)
        // 0.2: one timestamp convention (integer milliseconds) in every table.
        migrator.registerMigration("v2-settings-milliseconds", migrate: SettingsSchema.storeMilliseconds)
        migrator.registerMigration("v2-auth-milliseconds", migrate: AuthSchema.storeMilliseconds)
        migrator.registerMigration("v3-display", migrate: DisplaySchema.createTables)
        migrator.registerMigration("v3-noise", migrate: NoiseSchema.createTables)
        migrator.registerMigration("v3-alarms", migrate: AlarmsSchema.createTables)
        migrator.registerMigration("v3-holiday-calendars", migrate: HolidayCalendarsSchema.createTables)
        migrator.registerMigration("v3-quiet-hours", migrate: QuietHoursSchema.createTables)
        migrator.registerMigration("v3-webhooks", migrate: WebhooksSchema.createTables)
        migrator.registerMigration("v4-alarm-settings", migrate: AlarmsSchema.createSettings)
        migrator.registerMigration("v6-calendars", migrate: CalendarsSchema.createTables)
        // Registered after v6-calendars (named for the release it was begun in): the order here is what counts.
        migrator.registerMigration("v5-weather", migrate: WeatherSchema.createTables)
        return migrator
    }
}
