import Foundation

/// Finds theme packs: built-in names map to `assets/themes/<name>`, anything else is a directory path.
public struct ThemeLocator: Sendable {
    /// Directories searched for built-in packs, in order.
    public let builtInRoots: [String]

    /// The built-in theme names.
    public static let builtInNames = ["classic", "imessage", "messenger", "qq", "telegram", "whatsapp"]

    /// - Parameter builtInRoots: explicit roots; nil searches `$CHATRENDER_THEMES`, then
    ///   `<executable>/../share/chatrender/themes`, then the source checkout's `assets/themes`.
    public init(builtInRoots: [String]? = nil) {
        if let builtInRoots {
            self.builtInRoots = builtInRoots
            return
        }
        var roots: [String] = []
        if let env = ProcessInfo.processInfo.environment["CHATRENDER_THEMES"], !env.isEmpty { roots.append(env) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        roots.append(executable.deletingLastPathComponent().appendingPathComponent("../share/chatrender/themes").standardized.path)
        // Sources/ChatRender/ThemeLocator.swift → the checkout's assets/themes.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        roots.append(checkout.appendingPathComponent("assets/themes").path)
        self.builtInRoots = roots
    }

    /// The pack directory for `theme`: a built-in name, or a path (relative to `baseDirectory`) to a
    /// directory holding theme.json.
    public func locate(_ theme: String, baseDirectory: String) throws(RenderError) -> String {
        let fm = FileManager.default
        if Self.builtInNames.contains(theme) {
            for root in builtInRoots {
                let dir = (root as NSString).appendingPathComponent(theme)
                if fm.fileExists(atPath: (dir as NSString).appendingPathComponent("theme.json")) { return dir }
            }
            throw .themeNotFound(name: theme + " (built-in packs not found in " + builtInRoots.joined(separator: ", ")
                                 + "; set CHATRENDER_THEMES to the assets/themes directory)", builtIn: Self.builtInNames)
        }
        let path = theme.hasPrefix("/") ? theme : (baseDirectory as NSString).appendingPathComponent(theme)
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
           fm.fileExists(atPath: (path as NSString).appendingPathComponent("theme.json")) {
            return path
        }
        throw .themeNotFound(name: theme, builtIn: Self.builtInNames)
    }
}
