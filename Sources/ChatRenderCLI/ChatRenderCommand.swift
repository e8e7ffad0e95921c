import ArgumentParser
import ChatRender
import ChatRenderProcess
import Glibc

/// `chatrender`: the root command; rendering is the default subcommand, so `chatrender in.json -o out.png` works.
@main
struct ChatRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatrender",
        abstract: "Render a conversation described in JSON as a pixel-exact chat screenshot.",
        discussion: """
            EXAMPLES:
              chatrender chat.json -o chat.png                with the conversation's theme
              chatrender chat.json -o chat.png --theme classic --appearance dark
              chatrender chat.json -o chat@2x.png --scale 2 --width 375
              cat chat.json | chatrender - -o - > chat.png    stdin to stdout
              chatrender chat.json -o shots/                  writes shots/chat.png
              chatrender chat.json -o chat.webp --quality 90  lossy WebP
              chatrender a.json goldens/ --out-dir out/       many at once
              chatrender --manifest m.jsonl --out-dir out/    a dataset, resumable
              chatrender layout chat.json                     the layout as JSON
              chatrender check goldens/ --junit report.xml    compare with goldens
              chatrender check goldens/ --shard 2/4           one CI machine's share
              chatrender diff golden.png new.png -o diff.png  exit 1 if they differ
              chatrender serve --port 8080                    HTTP service, preview at /
              chatrender daemon start                         later commands skip start-up
              chatrender schema                               the input's JSON Schema
              chatrender --version                            with the libraries' versions

            EXIT CODES:
            \(ExitStatus.helpText)

            Every error is printed to standard error as "chatrender: error: ..."
            and says how to fix it.
            """,
        version: ChatRenderVersion.text,
        subcommands: [RenderCommand.self, LayoutCommand.self, DiffCommand.self, CheckCommand.self, SchemaCommand.self,
                      ServeCommand.self, DaemonCommand.self, ManualCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Every error, ArgumentParser's usage errors included, starts the same way.
    static var _errorPrefix: String { "chatrender: error: " }

    static func main() {
        // With a daemon running for this executable and environment, it runs the command line (and this ends here).
        RenderDaemon.forwardIfRunning()
        run(arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// Runs a command line (without the program's name), as this process or as a daemon's child for a client.
    static func run(arguments commandLine: [String]) {
        // `--width -1` is read as `--width=-1`, so the value's error is reported, not a missing value.
        let arguments = NegativeNumberArguments.joined(commandLine)
        // The library's errors name options by their Swift names; the command line's by its flags.
        ChatRenderer.nameOptionsByCommandLineFlags()
        // The service handles SIGTERM and SIGINT itself (ServiceLifecycle's graceful shutdown) and writes no files.
        if arguments.first == "serve" {
            main(arguments)
            return
        }
        ProcessSetup.prepare(abortMessage: "chatrender: error: out of memory, or an internal fault (the line above "
            + "says which); free memory or raise the process's limit (ulimit -v), lower --max-memory, or report it\n")
        if let misspelt = MisspelledCommand.error(in: arguments) { exit(withError: misspelt.exit) }
        if rendersWithInstalledFonts(arguments[...]) { FontLoader.prewarmInstalledFonts() }
        // The commonest line (a render with known options) skips ArgumentParser's reflection; it runs and exits the
        // way `main` would (ArgumentParser's own `exit(withError:)` prints any error).
        if RenderArgumentsFastPath.isEnabled, let command = RenderArgumentsFastPath.command(from: arguments) {
            traceArguments("read directly")
            do {
                try command.run()
            } catch {
                exit(withError: error)
            }
            return
        }
        traceArguments("read by ArgumentParser")
        main(arguments)
    }

    /// Whether this process is a daemon's copy running a client's command line (`chatrender daemon`).
    nonisolated(unsafe) static var runsForDaemonClient = false

    /// With `CHATRENDER_TRACE=1`, says which reader read the command line (and whether a daemon's process runs it).
    private static func traceArguments(_ how: String) {
        guard let trace = getenv("CHATRENDER_TRACE"), String(cString: trace) == "1" else { return }
        let line = "chatrender: trace: arguments \(how)" + (runsForDaemonClient ? " in the daemon's process" : "") + "\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// Whether these arguments will render or lay out with installed fonts (resolved through fontconfig): a render,
    /// `layout` or `check` without pinned fonts (`--font`, `--fonts`). A cheap look at the raw arguments, before
    /// parsing, to start loading fontconfig on another thread; a wrong guess only costs that thread's work.
    static func rendersWithInstalledFonts(_ arguments: ArraySlice<String>) -> Bool {
        let noText: Set<String> = ["diff", "schema", "serve", "daemon", "generate-manual", "help", "--help", "-h", "--version",
                                   "--generate-completion-script", "--experimental-dump-help", "---completion"]
        if let first = arguments.first, noText.contains(first) { return false }
        return !arguments.contains { $0 == "--font" || $0 == "--fonts" || $0.hasPrefix("--font=") || $0.hasPrefix("--fonts=")
            || $0 == "--help" || $0 == "-h" }
    }
}
