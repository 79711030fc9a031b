import Foundation
import GRDB

/// Recognises a full disk in the errors that storage and file writes throw: SQLite's `SQLITE_FULL`, and `ENOSPC`
/// (or `EDQUOT`, a full quota) from a file write, directly or as the underlying error of a Foundation error.
enum DiskFull {
    /// Whether `error`, or an error it wraps, says the disk (or the user's quota) is full.
    static func isCause(_ error: any Error) -> Bool {
        if let database = error as? DatabaseError {
            return database.resultCode == .SQLITE_FULL
        }
        if let posix = error as? POSIXError {
            return posix.code == .ENOSPC || posix.code == .EDQUOT
        }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain, bridged.code == Int(ENOSPC) || bridged.code == Int(EDQUOT) {
            return true
        }
        if bridged.domain == NSCocoaErrorDomain, bridged.code == CocoaError.fileWriteOutOfSpace.rawValue {
            return true
        }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error {
            return isCause(underlying)
        }
        return false
    }
}
