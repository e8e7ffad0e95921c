import CFontconfig
import ChatWorkers
#if canImport(Glibc)
import Glibc
#endif

/// The process's fontconfig configuration (`FcConfig`), loaded once and shared by every engine.
///
/// Loading it parses fontconfig's XML files and reads its caches, which costs about as much as the rest of a
/// one-screen render; `prewarm()` starts that on another thread as early as the process knows it will use
/// installed fonts, so it overlaps argument parsing and decoding. Every use holds a lock (one engine at a time;
/// a use during the prewarm waits for it). A long-running process (the service) asks fontconfig at most every
/// few seconds whether its files or font directories changed, and loads a fresh configuration when they did, so
/// fonts installed later are found. The configuration lives as long as the process; a replaced one is destroyed
/// exactly once, under the lock, when no use holds it.
package final class SharedFontconfig: Sendable {
    /// The one configuration of the process.
    package static let shared = SharedFontconfig()

    /// Seconds between two checks that the loaded configuration is still up to date.
    static let recheckInterval: time_t = 5

    private struct Loaded {
        var config: OpaquePointer
        var checkedAt: time_t
    }

    private let state = Locked<Loaded?>(nil)

    /// Loads the configuration on a new thread, unless it is loaded already. Never blocks; if no thread can be
    /// started, the first use loads it instead.
    package func prewarm() {
        // A pool of one thread, released at once: its thread loads the configuration, then ends.
        WorkerPool(threads: 1, stackBytes: 1 << 20).submit { [self] in
            _ = try? withConfig { _ in 0 }
        }
    }

    /// The system's configuration with its fonts, as `FcInitLoadConfigAndFonts` makes it but without parsing the
    /// template directory (`conf.avail`: about 40 XML files, half of the parsing), which fontconfig reads only to
    /// list the rule sets that are not enabled (`fc-conflist`); enabled rules are read from `conf.d` as always, so
    /// every match is the same. When the configuration cannot be read or names no cache directory, fontconfig's
    /// own loader runs instead (with its fallback configuration and warnings).
    static func loadConfiguration() -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        var usable = FcConfigParseAndLoad(config, nil, 1) != 0
        if usable, let caches = FcConfigGetCacheDirs(config) {
            usable = FcStrListNext(caches) != nil
            FcStrListDone(caches)
        } else {
            usable = false
        }
        guard usable else {
            FcConfigDestroy(config)
            return FcInitLoadConfigAndFonts()
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// Runs `body` with the loaded configuration, loading it first when needed; throws
    /// `TextError.fontconfigUnavailable` when fontconfig cannot load one.
    func withConfig<T: Sendable>(_ body: (OpaquePointer) -> T) throws(TextError) -> T {
        let result: T? = state.withLock { loaded -> T? in
            let now = time(nil)
            if let current = loaded, now - current.checkedAt >= Self.recheckInterval {
                if FcConfigUptoDate(current.config) == 0 {
                    FcConfigDestroy(current.config)
                    loaded = nil
                } else {
                    loaded?.checkedAt = now
                }
            }
            if loaded == nil {
                guard let config = Self.loadConfiguration() else { return nil }
                loaded = Loaded(config: config, checkedAt: now)
            }
            guard let config = loaded?.config else { return nil }
            return body(config)
        }
        guard let result else { throw .fontconfigUnavailable }
        return result
    }
}
