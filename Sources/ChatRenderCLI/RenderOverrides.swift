import ArgumentParser
import ChatModel
import ChatRender

extension ChatAppearance: ExpressibleByArgument {}

/// Options shared by `render`, `layout` and `check` that override the conversation's own settings.
struct RenderOverrides: ParsableArguments {
    /// The built-in names where this program finds packs (never the checkout it was compiled from), for the help.
    static var builtInList: String {
        let names = ChatThemeLocator(includeSourceCheckout: false).builtInNames
        return names.isEmpty ? "none found: see make install or CHATRENDER_THEMES" : names.joined(separator: ", ")
    }

    @Option(help: "Theme: a built-in name (\(Self.builtInList)) or a theme pack directory.",
            completion: .custom { _, _, prefix in ThemeCompletion.candidates(prefix: prefix) })
    var theme: String?

    @Option(help: "light or dark.")
    var appearance: ChatAppearance?

    @Option(help: "Pixels per point, 1 to 4 (iPhone screenshots are 3).")
    var scale: Double?

    @Option(help: "Canvas width in points (\(Int(ChatCanvas.widthRange.lowerBound))–\(Int(ChatCanvas.widthRange.upperBound))).")
    var width: Double?

    @Option(name: .customLong("font"), help: ArgumentHelp(
        "Use this font file instead of the theme's fonts; repeat for fallbacks, in order.",
        discussion: "Pinned fonts make output independent of the fonts installed on the machine.",
        valueName: "file"))
    var fonts: [String] = []

    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "Use every font file (.ttf .otf .ttc .otc) under this directory, sorted by path, and no installed font.",
        discussion: "The theme pack's own font files come first (or the --font files, when given), then the "
            + "directory's files in path order, every face of a collection in index order: the first sorting "
            + "file is the primary font unless the pack lists files. No fontconfig fallback.",
        valueName: "dir"))
    var fontDirectory: String?

    @Option(name: .customLong("max-memory"), help: ArgumentHelp(
        "The most pixel memory a render may hold, e.g. 512M or 4G (default 1G).",
        discussion: "Decoded images, images at their drawn size, theme images, bands and compression buffers count; "
            + "the image's height does not (it is written in bands). A render that needs more is refused before it "
            + "draws, naming what is too big.",
        valueName: "size"))
    var maxMemory: String?

    /// `--max-memory` parsed (validated in `validate`).
    var memoryBudget: ChatMemoryBudget {
        maxMemory.flatMap(ChatMemoryBudget.init(parsing:)) ?? .default
    }

    mutating func validate() throws {
        if let maxMemory, ChatMemoryBudget(parsing: maxMemory) == nil {
            throw ValidationError("--max-memory takes a size such as 512M, 2G or 1073741824 (bytes), got \"\(maxMemory)\".")
        }
        // The library's own checks (ChatRenderOptions.validate()), in its words with the flags' names.
        do { try options.validate() } catch { throw ValidationError(error.commandLineMessage) }
    }

    var options: ChatRenderOptions {
        // The program finds its built-in themes relative to itself (installed or in its build tree), never through
        // the source path it was compiled from: a copied binary must not silently depend on a checkout.
        ChatRenderOptions(theme: theme, appearance: appearance, scale: scale, width: width, fontFiles: fonts.isEmpty ? nil : fonts,
                      fontDirectory: fontDirectory, themeLocator: ChatThemeLocator(includeSourceCheckout: false),
                      memoryBudget: memoryBudget)
    }
}
