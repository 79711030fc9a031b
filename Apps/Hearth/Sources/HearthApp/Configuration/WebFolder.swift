import Foundation

/// Where the web folder (templates/, static/, locales/) is when neither `--web-dir` nor `HEARTH_WEB_DIR` names one:
/// `./web` when the working directory has one (a source checkout, `make run`), otherwise the installed copy beside
/// the binary, `<prefix>/share/hearth/web` (the package puts `hearth` in /usr/bin and the folder in
/// /usr/share/hearth/web), so an installed `hearth` needs no flag.
enum WebFolder {
    /// The default folder for a binary at `executable` started in `workingDirectory`.
    static func defaultURL(
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        executable: URL? = runningExecutable(),
        isDirectory: (URL) -> Bool = { url in
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
        }
    ) -> URL {
        let local = workingDirectory.appendingPathComponent("web", isDirectory: true)
        if isDirectory(local) { return local }
        if let executable {
            let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/hearth/web", isDirectory: true)
            if isDirectory(installed) { return installed }
        }
        return local  // neither: the start names ./web as missing, as before
    }

    /// This process's binary, symlinks resolved (/proc/self/exe).
    static func runningExecutable() -> URL? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        return URL(fileURLWithPath: path)
    }
}
