import HTTPServer

/// A write failed because the disk holding the data directory is full: `507 disk_full` on the API, forms and
/// imports. Nothing was stored (SQLite rolls the transaction back); writes work again once space is freed, with no
/// restart.
struct DiskFullError: ResponseError {
    var status: HTTPStatus { .insufficientStorage }
    var code: String { "disk_full" }
    var message: String { "The disk holding Hearth's data is full: free space and try again." }
    var pageMessageKey: String { "server.errors.diskFull.message" }
}
