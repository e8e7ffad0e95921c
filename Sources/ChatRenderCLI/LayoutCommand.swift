import ArgumentParser
import ChatLayout
import ChatRender
import ChatRenderProcess
import Foundation

/// `chatrender layout INPUT`: the display list as JSON — exactly what `render` would draw — with every font face its
/// text uses, by family and style, and its file's SHA-256; `--versions` adds the libraries' run-time versions.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the layout (every element's kind, message and frame in points, and the fonts used by family, style and SHA-256) as JSON."
    )

    @Argument(help: ArgumentHelp("The conversation JSON file, or - for standard input.", valueName: "input"))
    var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the JSON to this file instead of standard output.", valueName: "output"))
    var output: String?

    @Flag(help: "Add a \"libraries\" object: the run-time versions of FreeType, HarfBuzz, ICU and the others (they differ between machines, so layout goldens leave them out).")
    var versions = false

    @OptionGroup var overrides: RenderOverrides

    func run() throws {
        let renderer = ChatRenderer(options: overrides.options)
        do {
            let conversation = try renderer.loadConversation(path: input)
            let json = try renderer.layoutJSON(renderer.layout(conversation), libraries: versions)
            if let output, output != "-" {
                try OutputFile.write(Array(json.utf8), to: output)
            } else {
                try StandardOutput.print(json)
            }
        } catch {
            throw fail(error)
        }
    }
}
