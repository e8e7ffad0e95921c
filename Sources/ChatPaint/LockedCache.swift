import Foundation

/// A dictionary shared between threads: a value is made once per key (outside the lock) and then reused.
package final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// An empty cache.
    package init() {}

    /// The cached value for `key`, or the one `make` produces, which is then cached.
    package func value(for key: Key, make: () throws(RenderError) -> Value) throws(RenderError) -> Value {
        lock.lock()
        if let known = values[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = try make()
        lock.lock()
        values[key] = made
        lock.unlock()
        return made
    }

    /// The cached value for `key`, or the one `make` produces, which is then cached.
    package func value(for key: Key, make: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }
}
