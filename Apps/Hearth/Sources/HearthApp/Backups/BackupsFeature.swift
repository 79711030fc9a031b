import HTTPServer

/// The database's backups, seen and taken from the web: `/api/v1/backups` and *Settings → Backups*. The files are
/// `Storage/Backups` (`DatabaseBackup`); the daily ones are taken by `BackupScheduler`, whose last outcome
/// (`site.backups`) the page shows. Strings: `web/locales/<lang>/backups.json`; template:
/// `web/templates/backups/settings.mustache`.
enum BackupsFeature: Feature {
    static func register(in router: inout Router, site: Site) {
        BackupsAPI(site: site).register(in: &router)
        BackupsRestoreAPI(site: site).register(in: &router)
        BackupsPages(site: site).register(in: &router)
    }
}
