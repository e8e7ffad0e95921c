import Foundation
import Testing

/// `make install`'s script into a temporary prefix, then the installed binary used as a user would: found through
/// `PATH`, started from a directory outside the checkout, with the checkout's theme packs out of its reach.
@Suite("chatrender installed", .serialized)
struct InstallCLITests {
    /// Installs the test build into a fresh prefix and returns it.
    func install(_ name: String) throws -> String {
        let prefix = try CLI.scratch("install-" + name) + "/prefix"
        let script = CLI.repo.appendingPathComponent("scripts/install.sh").path
        let result = try CLI.run(executable: "/bin/bash", [script], in: CLI.repo.path, environment: [
            "PREFIX": prefix, "BIN": CLI.binary,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        return prefix
    }

    /// The samples copied away from the checkout (conversations, their images, the custom theme).
    func samplesCopy(_ name: String) throws -> String {
        let dir = try CLI.scratch("install-work-" + name)
        let samples = CLI.repo.appendingPathComponent("samples").path
        for item in try FileManager.default.contentsOfDirectory(atPath: samples) where !item.hasSuffix(".png") {
            try FileManager.default.copyItem(atPath: samples + "/" + item, toPath: dir + "/" + item)
        }
        return dir
    }

    /// `chatrender arguments…` found through `PATH` (prefix/bin first), in `directory`, without CHATRENDER_THEMES.
    func runInstalled(_ prefix: String, _ arguments: [String], in directory: String) throws -> CLIResult {
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        return try CLI.run(executable: "/bin/sh", ["-c", "unset CHATRENDER_THEMES; exec chatrender " + quoted], in: directory,
                           environment: ["PATH": prefix + "/bin:/usr/bin:/bin"])
    }

    @Test("the installed binary renders every sample from another directory, byte for byte like the build tree's")
    func rendersSamples() throws {
        let prefix = try install("samples")
        let work = try samplesCopy("samples")
        for sample in ["bilingual", "group", "rtl", "custom", "photos"] {
            let result = try runInstalled(prefix, [sample + ".json", "-o", sample + ".png"] + CLI.pinnedFonts, in: work)
            #expect(result.status == 0, "\(sample): \(result.stderr)")
            let expected = try CLI.run([CLI.repo.appendingPathComponent("samples/\(sample).json").path, "-o", "-"] + CLI.pinnedFonts)
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: work + "/\(sample).png"))) == expected.stdout, "\(sample)")
        }
        // Every built-in theme, light and dark, from the installed packs.
        for theme in ["classic", "imessage", "messenger", "qq", "telegram", "whatsapp"] {
            let result = try runInstalled(prefix, ["gallery/support.json", "--theme", theme, "--appearance", "dark", "-o",
                                                   "\(theme).png"] + CLI.pinnedFonts, in: work)
            #expect(result.status == 0, "\(theme): \(result.stderr)")
        }
    }

    @Test("a binary copied without its themes fails clearly: it never reads the checkout it was built from")
    func copiedBinaryNeedsThemes() throws {
        let dir = try CLI.scratch("install-copied")
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: dir + "/bin/chatrender")
        let work = try samplesCopy("copied")
        let result = try runInstalled(dir, ["group.json", "-o", "group.png"] + CLI.pinnedFonts, in: work)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chatrender: error: "))
        #expect(result.stderr.contains("make install"), "\(result.stderr)")
        #expect(!result.stderr.contains(CLI.repo.path + "/assets"), "a copied binary must not look in the checkout: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: work + "/group.png"))
    }

    @Test("install writes completions, a man page from the help, the licence and docs")
    func installedFiles() throws {
        let prefix = try install("files")
        let man = try String(contentsOfFile: prefix + "/share/man/man1/chatrender.1", encoding: .utf8)
        #expect(man.hasPrefix(".TH CHATRENDER 1"))
        for command in ["render", "layout", "diff", "check", "schema"] {
            #expect(man.contains(".SS chatrender \(command)\n"), "\(command)")
        }
        for option in ["--quality", "--threshold", "--quiet", "--max-memory", "--include-aa"] {
            #expect(man.contains(option), "\(option)")
        }
        #expect(!man.contains("generate-manual"))
        let bash = try String(contentsOfFile: prefix + "/share/bash-completion/completions/chatrender", encoding: .utf8)
        #expect(bash.contains("complete") && bash.contains("check"))
        let zsh = try String(contentsOfFile: prefix + "/share/zsh/site-functions/_chatrender", encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef chatrender"))
        let fish = try String(contentsOfFile: prefix + "/share/fish/vendor_completions.d/chatrender.fish", encoding: .utf8)
        #expect(fish.contains("complete -c chatrender") || fish.contains("complete -c 'chatrender'"))
        let license = try String(contentsOfFile: prefix + "/share/doc/chatrender/LICENSE", encoding: .utf8)
        #expect(license.contains("Apache License") && license.contains("Version 2.0"))
        let version = try runInstalled(prefix, ["--version"], in: prefix)
        #expect(version.stdoutText.hasPrefix("chatrender "))
        // Staged installs (DESTDIR) put everything under the staging root.
        let stage = try CLI.scratch("install-stage")
        let staged = try CLI.run(executable: "/bin/bash", [CLI.repo.appendingPathComponent("scripts/install.sh").path],
                                 in: CLI.repo.path, environment: ["PREFIX": "/usr", "DESTDIR": stage, "BIN": CLI.binary])
        #expect(staged.status == 0, "\(staged.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: stage + "/usr/bin/chatrender"))
        #expect(FileManager.default.fileExists(atPath: stage + "/usr/share/chatrender/themes/imessage/theme.json"))
    }
}
