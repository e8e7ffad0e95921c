import ChatWorkers

/// How errors name the options of a render: by their Swift names (`ChatRenderOptions.memoryBudget`), as a library
/// user sets them, or by `chatrender`'s flags (`--max-memory`). The command line chooses its flags once, at start
/// (`ChatRenderer.nameOptionsByCommandLineFlags()`); the library never does, so its errors never name a flag.
package enum OptionSpelling: Sendable {
    case swift, commandLine

    private static let chosen = Locked(OptionSpelling.swift)

    /// The spelling of this process: `.swift` unless the command line chose its flags.
    package static var inEffect: OptionSpelling {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }
}
