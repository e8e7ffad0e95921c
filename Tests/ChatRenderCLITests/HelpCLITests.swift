import Foundation
import Testing

/// What the command line says about itself: help that keeps its indentation through a pipe, a did-you-mean for a
/// misspelt command, theme names in the shell completion, and the exit codes in the help, the man page and the
/// README alike.
@Suite("chatrender help, completion and exit codes", .serialized)
struct HelpCLITests {
    /// The help of `arguments` as a pipe gets it, at 80 columns.
    func help(_ arguments: [String]) throws -> String {
        let result = try CLI.run(executable: CLI.binary, arguments, environment: ["COLUMNS": "80"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutText
    }

    /// The lines under `heading` up to the next blank line.
    func section(_ heading: String, of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test("--help through a pipe keeps every example and exit code indented (none wrapped to column 0)",
          arguments: [["--help"], ["diff", "--help"], ["check", "--help"]])
    func indentedSections(_ arguments: [String]) throws {
        let text = try help(arguments)
        var checked = 0
        for heading in ["EXAMPLES:", "EXIT CODES:"] {
            for line in section(heading, of: text) {
                #expect(line.hasPrefix("  "), "\(arguments): \"\(line)\" under \(heading) lost its indentation")
                #expect(line.count <= 80, "\(arguments): \(line)")
                checked += 1
            }
        }
        #expect(checked >= 3, "\(text)")
    }

    @Test("a first argument close to a command's name, and no file, gets a did-you-mean (exit 64)",
          arguments: [("rendr", "render"), ("chek", "check"), ("layot", "layout"), ("dif", "diff")])
    func didYouMean(_ typed: String, _ meant: String) throws {
        let dir = try CLI.scratch("did-you-mean")
        let result = try CLI.run([typed, "x.json"], in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chatrender: error: \(typed) is neither a command nor a file; did you mean '\(meant)'?"),
                "\(result.stderr)")
        #expect(result.stderr.contains("chatrender \(meant) x.json"))
    }

    @Test("an existing file named like a misspelt command is still rendered as a file; a far name is not a command")
    func fileNotCommand() throws {
        let dir = try CLI.scratch("did-you-mean-file")
        try Data("not json".utf8).write(to: URL(fileURLWithPath: dir + "/rendr"))
        let file = try CLI.run(["rendr", "-o", "out.png"] + CLI.pinnedFonts, in: dir)
        #expect(file.status == 65, "\(file.stderr)")
        #expect(!file.stderr.contains("did you mean"))
        let far = try CLI.run(["conversation", "-o", "out.png"], in: dir)
        #expect(far.status == 66 && !far.stderr.contains("did you mean"), "\(far.stderr)")
    }

    @Test("bash completes --theme with the built-in theme names", arguments: ["render chat.json", "check goldens", "layout chat.json"])
    func themeCompletion(_ line: String) throws {
        let dir = try CLI.scratch("completion-" + line.filter { $0.isLetter || $0.isNumber })  // one per case: they run in parallel
        let script = """
            source <("$CHATRENDER" --generate-completion-script bash)
            COMP_WORDS=("$CHATRENDER" \(line) --theme "")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            _chatrender "$CHATRENDER" "" --theme
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try CLI.run(executable: "/bin/bash", ["-c", script], in: dir, environment: ["CHATRENDER": CLI.binary])
        #expect(result.status == 0, "\(result.stderr)")
        let offered = Set(result.stdoutText.split(separator: "\n").map(String.init))
        #expect(offered.isSuperset(of: ["imessage", "classic"]), "\(line): \(offered) \(result.stderr)")
    }

    /// The exit codes a text lists as `N meaning` at the start of its lines (help) or `.B N` (man page).
    func codes(inLines lines: [String]) -> [Int] {
        lines.compactMap { line in
            let trimmed = line.drop { $0 == " " }
            return Int(trimmed.prefix { $0.isNumber })
        }
    }

    @Test("the man page has an EXIT STATUS section listing the same codes as --help and the README")
    func exitStatus() throws {
        let man = try help(["generate-manual"])
        let lines = man.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: ".SH EXIT STATUS"))
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".SH ") } ?? lines.endIndex
        let manCodes = lines[start..<end].filter { $0.hasPrefix(".B ") }.compactMap { Int($0.dropFirst(3)) }
        #expect(manCodes == [0, 1, 3, 64, 65, 66, 69, 70, 73, 75, 141])
        let helpCodes = codes(inLines: section("EXIT CODES:", of: try help(["--help"])))
        #expect(helpCodes == manCodes)
        let readme = try String(contentsOf: CLI.repo.appendingPathComponent("README.md"), encoding: .utf8)
        let paragraph = try #require(readme.components(separatedBy: "\n\n").first { $0.hasPrefix("Exit codes:") })
        let regex = try NSRegularExpression(pattern: "`([0-9]+)`")
        let readmeCodes = regex.matches(in: paragraph, range: NSRange(paragraph.startIndex..., in: paragraph))
            .compactMap { Int(paragraph[Range($0.range(at: 1), in: paragraph)!]) }
        #expect(readmeCodes == manCodes, "\(paragraph)")
    }
}
