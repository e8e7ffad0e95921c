import Foundation

/// Finds the `chatrender-serve` executable and replaces this process with it.
enum ServeHandOff {
    /// The executable's file name.
    static let executableName = "chatrender-serve"

    /// Where to look, in order: beside this executable (its real path, so a symlinked `chatrender` still finds its
    /// sibling), then each directory of `PATH`.
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var directories: [String] = []
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append((own as NSString).deletingLastPathComponent)
        }
        for entry in (environment["PATH"] ?? "").split(separator: ":") where !entry.isEmpty {
            directories.append(String(entry))
        }
        var seen = Set<String>()
        return directories.filter { seen.insert($0).inserted }.map { ($0 as NSString).appendingPathComponent(executableName) }
    }

    /// Replaces the process with `chatrender-serve arguments…`. Returns only when no candidate could be executed,
    /// with a message that says where it looked and how to get the executable.
    static func exec(arguments: [String]) -> String {
        let candidates = candidates()
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            execv(path, argv)
            // Only reached when execv failed: try the next candidate.
            for pointer in argv { free(pointer) }
        }
        return "chatrender serve runs the \(executableName) executable, which is not beside chatrender nor on PATH "
            + "(looked for \(candidates.joined(separator: ", "))). Build it with `make build` (or `swift build "
            + "--product \(executableName)`) and install both with `make install`."
    }
}
