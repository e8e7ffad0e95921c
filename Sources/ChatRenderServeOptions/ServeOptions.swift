import ArgumentParser
import ChatRender
import Foundation

/// The options of `chatrender serve`, shared by the command line's `serve` subcommand (help, completions, the man
/// page and validation) and the `chatrender-serve` executable it hands off to, which runs the service. Every option
/// can also come from the environment; options win, then the environment, then the defaults.
public struct ServeOptions: ParsableArguments {
    /// What `--help` says after the options, in both executables.
    public static let discussion = """
        Every option can also be set in the environment (CHATRENDER_HOST, CHATRENDER_PORT, CHATRENDER_CONCURRENCY, \
        CHATRENDER_QUEUE, CHATRENDER_BODY_LIMIT, CHATRENDER_DEADLINE, CHATRENDER_MAX_MEMORY, CHATRENDER_FONTS, \
        CHATRENDER_THEME_PACKS as name=dir,name=dir, CHATRENDER_LOG_FORMAT); options win. Requests never name \
        files: images come inline as data: URIs or as multipart parts. SIGTERM or SIGINT stops accepting \
        connections and finishes the requests in flight. The service runs in its own executable, chatrender-serve, \
        installed beside chatrender (it carries the HTTP stack, which the other commands do without). \
        See docs/deploy.md.
        """

    @Option(help: "Address to listen on (0.0.0.0 for every interface). Default 127.0.0.1.")
    var host: String?

    @Option(help: "Port; 0 picks a free one (printed once listening). Default 8080.")
    var port: Int?

    @Option(help: "Renders at once. Default: the number of cores.")
    var concurrency: Int?

    @Option(help: "Requests waiting for a render slot; more are refused with 503 and Retry-After. Default 8 × concurrency.")
    var queue: Int?

    @Option(name: .customLong("body-limit"), help: ArgumentHelp("Largest request body, e.g. 32M. Default 32M.", valueName: "size"))
    var bodyLimit: String?

    @Option(help: ArgumentHelp("Seconds a request may take, queueing included. Default 30.", valueName: "seconds"))
    var deadline: Double?

    @Option(name: .customLong("max-memory"), help: ArgumentHelp("Pixel memory budget of each render, e.g. 512M. Default 512M.",
                                                                  valueName: "size"))
    var maxMemory: String?

    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "Render with every font file under this directory (pinned, no fontconfig fallback).", valueName: "dir"))
    var fontDirectory: String?

    @Option(name: .customLong("theme-pack"), help: ArgumentHelp(
        "Offer a theme pack directory under a name (repeatable): --theme-pack brand=/srv/themes/brand.", valueName: "name=dir"))
    var themePacks: [String] = []

    @Option(name: .customLong("log-format"), help: "text or json (one JSON object per line). Default text.")
    var logFormat: String?

    public init() {}

    public mutating func validate() throws {
        _ = try settings()
    }

    /// The service's configuration and whether logs are JSON lines, from the options, then the environment, then
    /// the defaults. Throws a `ValidationError` naming the option (or variable) and what it takes.
    public func settings(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> (configuration: ServerConfiguration, jsonLogs: Bool) {
        func value(_ option: String?, _ key: String) -> String? { option ?? environment[key].flatMap { $0.isEmpty ? nil : $0 } }
        func size(_ text: String?, _ name: String, default fallback: Int) throws -> Int {
            guard let text else { return fallback }
            guard let budget = ChatMemoryBudget(parsing: text), budget.bytes > 0 else {
                throw ValidationError("--\(name) takes a size such as 512K, 32M or 1G, got \"\(text)\".")
            }
            return budget.bytes
        }
        func number<T: LosslessStringConvertible & Comparable>(_ option: T?, _ key: String, _ name: String, _ range: ClosedRange<T>) throws -> T? {
            let parsed: T?
            if let option { parsed = option } else if let text = environment[key], !text.isEmpty {
                guard let read = T(text) else { throw ValidationError("\(key)=\(text) is not a number.") }
                parsed = read
            } else { parsed = nil }
            if let parsed, !range.contains(parsed) {
                throw ValidationError("--\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(parsed).")
            }
            return parsed
        }
        var configuration = ServerConfiguration(
            concurrency: try number(concurrency, "CHATRENDER_CONCURRENCY", "concurrency", 1...1024),
            queueLimit: try number(queue, "CHATRENDER_QUEUE", "queue", 0...100_000))
        configuration.host = value(host, "CHATRENDER_HOST") ?? configuration.host
        configuration.port = try number(port, "CHATRENDER_PORT", "port", 0...65535) ?? configuration.port
        configuration.bodyLimit = try size(value(bodyLimit, "CHATRENDER_BODY_LIMIT"), "body-limit", default: configuration.bodyLimit)
        configuration.deadline = try number(deadline, "CHATRENDER_DEADLINE", "deadline", 0.1...3600) ?? configuration.deadline
        let memory = try size(value(maxMemory, "CHATRENDER_MAX_MEMORY"), "max-memory", default: configuration.renderOptions.memoryBudget.bytes)
        guard memory >= ChatMemoryBudget.minimum.bytes else {
            throw ValidationError("--max-memory must be at least \(ChatMemoryBudget.minimum).")
        }
        configuration.renderOptions.memoryBudget = ChatMemoryBudget(bytes: memory)
        configuration.renderOptions.fontDirectory = value(fontDirectory, "CHATRENDER_FONTS")
        if let directory = configuration.renderOptions.fontDirectory {
            // Refused at start-up as the command line refuses it, not at the first request.
            do throws(ChatRenderError) {
                _ = try ChatFontDirectory.fontFiles(in: directory)
            } catch {
                guard case .fonts(let reason) = error else { throw ValidationError("--fonts \(directory): \(error)") }
                throw ValidationError("--fonts: \(reason)")
            }
        }
        var packs = themePacks
        if packs.isEmpty, let list = environment["CHATRENDER_THEME_PACKS"], !list.isEmpty {
            packs = list.split(separator: ",").map(String.init)
        }
        for pack in packs {
            let pair = pack.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else {
                throw ValidationError("--theme-pack takes name=directory, got \"\(pack)\".")
            }
            guard FileManager.default.fileExists(atPath: (pair[1] as NSString).appendingPathComponent("theme.json")) else {
                throw ValidationError("--theme-pack \(pair[0]): \(pair[1]) holds no theme.json; give a theme pack directory.")
            }
            configuration.themePacks[pair[0]] = URL(fileURLWithPath: pair[1]).standardizedFileURL.path
        }
        let format = value(logFormat, "CHATRENDER_LOG_FORMAT") ?? "text"
        guard format == "text" || format == "json" else {
            throw ValidationError("--log-format is text or json, got \"\(format)\".")
        }
        return (configuration, format == "json")
    }
}
