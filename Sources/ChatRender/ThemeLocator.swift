import ChatPaint
import Foundation

/// Finds theme packs: built-in names map to `<root>/<name>` in the first root holding it, anything else is a directory path.
///
/// The built-in themes are the packs on disk: every directory of a root that holds a theme.json. The root's
/// `themes.json` names the default one (`{"default": "imessage"}`), drawn when a conversation names no theme.
public struct ChatThemeLocator: Sendable {
    /// Directories searched for built-in packs, in order.
    public let builtInRoots: [String]

    /// The built-in theme names (the packs found in the default roots), sorted.
    public static var builtInNames: [String] { ChatThemeLocator().builtInNames }

    /// The default built-in theme (as the default roots' `themes.json` names it).
    public static var defaultTheme: String { ChatThemeLocator().defaultTheme }

    /// The built-in theme names: the directories holding a theme.json in any root, sorted.
    public var builtInNames: [String] {
        let fm = FileManager.default
        var names: Set<String> = []
        for root in builtInRoots {
            for entry in (try? fm.contentsOfDirectory(atPath: root)) ?? [] where !entry.hasPrefix(".") {
                let manifest = ((root as NSString).appendingPathComponent(entry) as NSString).appendingPathComponent("theme.json")
                if fm.fileExists(atPath: manifest) { names.insert(entry) }
            }
        }
        return names.sorted()
    }

    /// The default built-in theme: the one the first root's `themes.json` names (`"default"`), else the first
    /// built-in name.
    public var defaultTheme: String {
        for root in builtInRoots {
            let index = (root as NSString).appendingPathComponent("themes.json")
            guard let data = FileManager.default.contents(atPath: index), data.count < 65_536,
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let name = object["default"] as? String,
                  !name.isEmpty else { continue }
            return name
        }
        return builtInNames.first ?? "default"
    }

    /// - Parameters:
    ///   - builtInRoots: explicit roots; nil searches, in order, `$CHATRENDER_THEMES`,
    ///     `<executable's directory>/../share/chatrender/themes` (where `make install` puts them, found from the
    ///     running executable's real path, whatever directory it is started from), and, only when the executable runs
    ///     from a `.build` directory (a development build or a test runner), the checkout holding it
    ///     (`.build/debug/chatrender` → `assets/themes`; `Tools/.build/debug/chatrender`, built through the nested
    ///     package, → the checkout's `assets/themes` too) and with `includeSourceCheckout` the `assets/themes` of the
    ///     checkout this library was compiled from (a package that depends on chatrender finds them in its own
    ///     `.build/checkouts/chatrender`). An installed program never looks at a path compiled into it.
    ///   - includeSourceCheckout: false for a program, which must never depend on a source tree.
    public init(builtInRoots: [String]? = nil, includeSourceCheckout: Bool = true) {
        if let builtInRoots {
            self.builtInRoots = builtInRoots
            return
        }
        var roots: [String] = []
        if let env = ProcessInfo.processInfo.environment["CHATRENDER_THEMES"], !env.isEmpty { roots.append(env) }
        let directory = Self.executableDirectory
        roots.append(directory.appendingPathComponent("../share/chatrender/themes").standardized.path)
        // A development build: <checkout>/.build/<triple>/debug/chatrender or <checkout>/.build/debug/chatrender.
        let parts = directory.pathComponents
        guard let build = parts.lastIndex(of: ".build") ?? parts.lastIndex(where: { $0.hasPrefix(".build-") || $0.hasPrefix(".build_") }) else {
            self.builtInRoots = roots
            return
        }
        var checkout = NSString.path(withComponents: Array(parts[..<build]))
        // The programs are built through the nested package Tools/ (and the fuzzer through Fuzz/): their build
        // directory is <checkout>/Tools/.build, the packs are the checkout's.
        if ["Tools", "Fuzz"].contains(parts[build - 1]) { checkout = (checkout as NSString).deletingLastPathComponent }
        roots.append((checkout as NSString).appendingPathComponent("assets/themes"))
        if includeSourceCheckout {
            // Sources/ChatRender/ChatThemeLocator.swift → the checkout's assets/themes, by string alone (no file is
            // looked at until a pack is listed).
            var source = "\(#filePath)" as NSString
            for _ in 0..<3 { source = source.deletingLastPathComponent as NSString }
            let path = source.appendingPathComponent("assets/themes")
            if !roots.contains(path) { roots.append(path) }
        }
        self.builtInRoots = roots
    }

    /// The directory of the running executable, symbolic links resolved (`/proc/self/exe`; `argv[0]` names no
    /// directory when the program was found through `PATH`).
    static var executableDirectory: URL {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().path
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    /// The pack directory for `theme`: a built-in name, or a path (relative to `baseDirectory`) to a
    /// directory holding theme.json; nil: the default built-in theme.
    public func locate(_ theme: String?, baseDirectory: String) throws(ChatRenderError) -> String {
        let fm = FileManager.default
        let builtIn = builtInNames
        let theme = theme ?? defaultTheme
        if builtIn.contains(theme) {
            for root in builtInRoots {
                let dir = (root as NSString).appendingPathComponent(theme)
                if fm.fileExists(atPath: (dir as NSString).appendingPathComponent("theme.json")) { return dir }
            }
        }
        let path = theme.hasPrefix("/") ? theme : (baseDirectory as NSString).appendingPathComponent(theme)
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
           fm.fileExists(atPath: (path as NSString).appendingPathComponent("theme.json")) {
            return path
        }
        if builtIn.isEmpty, !theme.contains("/") {
            throw .themeNotFound(name: theme + " (built-in packs not found in " + builtInRoots.joined(separator: ", ")
                                 + "; install chatrender with `make install`, which puts them in PREFIX/share/chatrender/themes, "
                                 + "or set CHATRENDER_THEMES to a copy of the assets/themes directory)", builtIn: builtIn)
        }
        throw .themeNotFound(name: theme, builtIn: builtIn)
    }
}
