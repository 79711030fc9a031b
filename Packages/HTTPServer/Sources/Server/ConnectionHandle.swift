/// A libmicrohttpd connection pointer that may cross threads.
///
/// Only used while the connection is known to be alive: during a callback, or while it is suspended by us.
struct ConnectionHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
