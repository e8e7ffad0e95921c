import ArgumentParser
import ChatModel
import Glibc

/// Reads the commonest command line, `chatrender [render] INPUT… [options]`, without ArgumentParser.
///
/// ArgumentParser builds its whole command tree by reflection on every start: about 17 million instructions, a
/// third of an empty conversation's render. A render whose every argument is one of `render`'s options with a value
/// that parses is read here into the same `RenderCommand` ArgumentParser would build, validated the same way, and
/// run. Anything else returns nil and goes through ArgumentParser, which reports it: help and version, subcommands
/// (also a positional that names one), `--`, an unknown, repeated or value-less option, an empty value, a value
/// starting with `-` (other than `-` itself), a value that does not parse and any validation error.
///
/// `CHATRENDER_FAST_ARGUMENTS=0` turns this off; `CHATRENDER_TRACE=1` says which reader read the arguments.
/// The CLI tests run every option, and a table of good and bad lines, both ways and compare the outcomes.
enum RenderArgumentsFastPath {
    /// `render`'s options that take a value, by every name they have (the key is the long name).
    static let valueOptions: [String: String] = [
        "-o": "output", "--output": "output", "--out-dir": "out-dir", "--jobs": "jobs", "--format": "format",
        "--quality": "quality", "--theme": "theme", "--appearance": "appearance", "--scale": "scale",
        "--width": "width", "--font": "font", "--fonts": "fonts", "--max-memory": "max-memory",
        "--background": "background", "--padding": "padding", "--timeout": "timeout",
        "--manifest": "manifest", "--out": "out", "--shard": "shard", "--shard-size": "shard-size",
    ]

    /// `render`'s flags (the key is the long name).
    static let flags: [String: String] = ["--frame": "frame", "--annotations": "annotations"]

    /// Options that may be given more than once (each value is kept, in order).
    static let repeatable: Set<String> = ["font"]

    /// Whether the environment allows the fast path (`CHATRENDER_FAST_ARGUMENTS=0` sends every line to
    /// ArgumentParser). A plain `getenv`: building Foundation's environment dictionary costs more than reading.
    static var isEnabled: Bool {
        guard let value = getenv("CHATRENDER_FAST_ARGUMENTS") else { return true }
        return String(cString: value) != "0"
    }

    /// The validated command `arguments` (without the program name) ask for, or nil when ArgumentParser must read
    /// them.
    static func command(from arguments: [String]) -> RenderCommand? {
        guard let read = read(arguments[...]) else { return nil }
        return command(inputs: read.inputs, values: read.values, flags: read.flags)
    }

    /// The arguments sorted into inputs, option values by long name and flags set, or nil for anything this reader
    /// leaves to ArgumentParser.
    private static func read(_ arguments: ArraySlice<String>) -> (inputs: [String], values: [String: [String]], flags: Set<String>)? {
        var rest = arguments
        if rest.first == "render" { rest.removeFirst() }
        let subcommands = Set(ChatRenderCommand.configuration.subcommands.map { $0._commandName } + ["help"])
        var inputs: [String] = []
        var values: [String: [String]] = [:]
        var flagsSet: Set<String> = []
        var index = rest.startIndex
        while index < rest.endIndex {
            let argument = rest[index]
            index += 1
            if argument == "-" {
                inputs.append(argument)
                continue
            }
            guard argument.hasPrefix("-") else {
                guard !argument.isEmpty, !subcommands.contains(argument) else { return nil }
                inputs.append(argument)
                continue
            }
            var name = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            if let flag = flags[name] {
                guard value == nil, flagsSet.insert(flag).inserted else { return nil }
                continue
            }
            guard let key = valueOptions[name] else { return nil }
            if value == nil {
                guard index < rest.endIndex else { return nil }
                let next = rest[index]
                index += 1
                guard next == "-" || !next.hasPrefix("-") else { return nil }
                value = next
            }
            guard let value, !value.isEmpty else { return nil }
            if values[key] != nil, !repeatable.contains(key) { return nil }
            values[key, default: []].append(value)
        }
        guard !inputs.isEmpty || values["manifest"] != nil else { return nil }
        return (inputs, values, flagsSet)
    }

    /// A value that is absent or does not parse.
    private struct Unreadable: Error {}

    /// Builds and validates the command as ArgumentParser would: the option groups first, then the command.
    private static func command(inputs: [String], values: [String: [String]], flags: Set<String>) -> RenderCommand? {
        func text(_ key: String) -> String? { values[key]?.last }
        func typed<Value: ExpressibleByArgument>(_ key: String, as _: Value.Type) throws(Unreadable) -> Value? {
            guard let text = text(key) else { return nil }
            guard let value = Value(argument: text) else { throw Unreadable() }
            return value
        }
        do throws(Unreadable) {
            var overrides = RenderOverrides()
            overrides.theme = text("theme")
            overrides.appearance = try typed("appearance", as: Appearance.self)
            overrides.scale = try typed("scale", as: Double.self)
            overrides.width = try typed("width", as: Double.self)
            overrides.fonts = values["font"] ?? []
            overrides.fontDirectory = text("fonts")
            overrides.maxMemory = text("max-memory")

            var frame = FrameArguments()
            frame.frame = flags.contains("frame")
            frame.background = text("background")
            frame.padding = try typed("padding", as: Double.self)

            var manifest = ManifestArguments()
            manifest.manifest = text("manifest")
            manifest.out = text("out")
            manifest.shard = text("shard")
            manifest.shardSize = try typed("shard-size", as: Int.self)
            manifest.annotations = flags.contains("annotations")

            var command = RenderCommand()
            command.inputs = inputs
            command.output = text("output")
            command.outputDirectory = text("out-dir")
            command.jobs = try typed("jobs", as: Int.self)
            command.format = try typed("format", as: OutputFormat.self)
            command.quality = try typed("quality", as: Int.self)
            command.timeout = try typed("timeout", as: Double.self)
            command.overrides = overrides
            command.frame = frame
            command.manifestOptions = manifest

            do {
                try command.overrides.validate()
                try command.frame.validate()
                try command.validate()
            } catch {
                return nil
            }
            return command
        } catch {
            return nil
        }
    }
}
