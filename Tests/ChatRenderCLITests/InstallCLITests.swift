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
        let packs = CLI.repo.appendingPathComponent("assets/themes").path
        let themes = try FileManager.default.contentsOfDirectory(atPath: packs)
            .filter { FileManager.default.fileExists(atPath: "\(packs)/\($0)/theme.json") }.sorted()
        #expect(themes.count >= 6)
        for theme in themes {
            let result = try runInstalled(prefix, ["gallery/support.json", "--theme", theme, "--appearance", "dark", "-o",
                                                   "\(theme).png"] + CLI.pinnedFonts, in: work)
            #expect(result.status == 0, "\(theme): \(result.stderr)")
        }
    }

    @Test("installed binaries are stripped copies (the build tree keeps its symbols); STRIP=no installs them as built")
    func installedBinariesAreStripped() throws {
        let prefix = try install("strip")
        let installed = try FileManager.default.attributesOfItem(atPath: prefix + "/bin/chatrender-render")[.size] as? Int ?? 0
        let built = try FileManager.default.attributesOfItem(atPath: CLI.binary)[.size] as? Int ?? 0
        #expect(installed > 0 && installed < built, "installed \(installed) bytes, built \(built)")
        for program in ["chatrender", "chatrender-render"] {
            let symbols = try CLI.run(executable: "/bin/sh", ["-c", "readelf -S '\(prefix)/bin/\(program)' | grep -c -E '\\.symtab|\\.debug_' || true"],
                                      in: CLI.repo.path)
            #expect(String(decoding: symbols.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(program)")
        }
        // Still the same program.
        let version = try CLI.run(executable: prefix + "/bin/chatrender", ["--version"], in: CLI.repo.path)
        #expect(version.status == 0)

        let asBuilt = try CLI.scratch("install-nostrip") + "/prefix"
        let result = try CLI.run(executable: "/bin/bash", [CLI.repo.appendingPathComponent("scripts/install.sh").path], in: CLI.repo.path,
                                 environment: ["PREFIX": asBuilt, "BIN": CLI.binary, "STRIP": "no"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: asBuilt + "/bin/chatrender-render")[.size] as? Int == built)
    }

    @Test("the installed chatrender is a small front: it runs the renderer beside it, or hands the command to its daemon")
    func frontProgram() throws {
        let prefix = try install("front")
        let front = prefix + "/bin/chatrender"
        // A program of its own, linked with the C library alone: nothing of the renderer's libraries or runtime.
        let size = try FileManager.default.attributesOfItem(atPath: front)[.size] as? Int ?? 0
        #expect(size > 0 && size < 200_000, "\(size) bytes")
        let libraries = try CLI.run(executable: "/bin/sh", ["-c", "ldd '\(front)'"], in: CLI.repo.path)
        let needed = String(decoding: libraries.stdout, as: UTF8.self)
        #expect(needed.contains("libc.so") && !needed.contains("libpng") && !needed.contains("libswift") && !needed.contains("libstdc++"), "\(needed)")

        // Without a daemon it becomes the renderer: the same bytes, errors and statuses, help under chatrender's name.
        let work = try samplesCopy("front")
        let runtime = work + "/run"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let environment = ["PATH": prefix + "/bin:/usr/bin:/bin", "XDG_RUNTIME_DIR": runtime]
        func installed(_ arguments: [String], _ extra: [String: String] = [:]) throws -> CLIResult {
            try CLI.run(executable: front, arguments, in: work, environment: environment.merging(extra) { $1 }.merging(["CHATRENDER_THEMES": ""]) { $1 })
        }
        let expected = try CLI.run([CLI.repo.appendingPathComponent("samples/group.json").path, "-o", "-"] + CLI.pinnedFonts)
        let alone = try installed(["group.json", "-o", "alone.png"] + CLI.pinnedFonts, ["CHATRENDER_TRACE": "1"])
        #expect(alone.status == 0 && !alone.stderr.contains("daemon"), "\(alone.stderr)")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: work + "/alone.png"))) == expected.stdout)
        let missing = try installed(["missing.json", "-o", "x.png"])
        #expect(missing.status == 66 && missing.stderr.hasPrefix("chatrender: error:"), "\(missing.status) \(missing.stderr)")

        // With a daemon of the renderer beside it (started through the front), the command runs there: the same bytes.
        #expect(try installed(["daemon", "start", "--idle-timeout", "120"]).status == 0)
        // Every daemon in this runtime directory, whatever its executable (the installed renderer is removed below).
        defer { _ = try? CLI.run(executable: CLI.binary, ["daemon", "stop", "--all"], in: work, environment: ["XDG_RUNTIME_DIR": runtime]) }
        let handed = try installed(["group.json", "-o", "daemon.png"] + CLI.pinnedFonts, ["CHATRENDER_TRACE": "1"])
        #expect(handed.status == 0 && handed.stderr.contains("in the daemon's process"), "\(handed.stderr)")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: work + "/daemon.png"))) == expected.stdout)
        let handedMissing = try installed(["missing.json", "-o", "x.png"])
        #expect(handedMissing.status == missing.status && handedMissing.stderr == missing.stderr, "\(handedMissing.stderr)")

        #expect(try installed(["daemon", "stop"]).status == 0)

        // Without its renderer the front says what is wrong and what to do.
        try FileManager.default.removeItem(atPath: prefix + "/bin/chatrender-render")
        let broken = try installed(["--version"])
        #expect(broken.status == 127 && broken.stderr.contains("chatrender-render") && broken.stderr.contains("install it again"), "\(broken.stderr)")
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
        // Nor does its help list the checkout's packs: an installed binary looks only beside itself and in
        // CHATRENDER_THEMES, never at a path compiled into it.
        let help = try runInstalled(dir, ["render", "--help"], in: work)
        #expect(help.status == 0, "\(help.stderr)")
        #expect(!help.stdoutText.contains("imessage") && help.stdoutText.contains("none found"), "\(help.stdoutText)")
        // With CHATRENDER_THEMES it finds them there.
        let packs = CLI.repo.appendingPathComponent("assets/themes").path
        let listed = try CLI.run(executable: dir + "/bin/chatrender", ["render", "--help"], in: work, environment: ["CHATRENDER_THEMES": packs])
        #expect(listed.stdoutText.contains("imessage"), "\(listed.stdoutText)")
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
        // `serve` keeps its options in the page although the service runs in chatrender-serve.
        #expect(man.contains(".SS chatrender serve\n") && man.contains("--theme-pack") && man.contains("--body-limit"))
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
        // Staged installs (DESTDIR) put everything under the staging root, the service executable (SERVE_BIN, built
        // in Tools/; a stand-in here) beside the binary.
        let stage = try CLI.scratch("install-stage")
        let serve = try CLI.scratch("install-serve-bin") + "/chatrender-serve"
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: URL(fileURLWithPath: serve))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: serve)
        let staged = try CLI.run(executable: "/bin/bash", [CLI.repo.appendingPathComponent("scripts/install.sh").path],
                                 in: CLI.repo.path, environment: ["PREFIX": "/usr", "DESTDIR": stage, "BIN": CLI.binary,
                                                                  "SERVE_BIN": serve])
        #expect(staged.status == 0, "\(staged.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: stage + "/usr/bin/chatrender"))
        #expect(FileManager.default.isExecutableFile(atPath: stage + "/usr/bin/chatrender-serve"))
        #expect(FileManager.default.fileExists(atPath: stage + "/usr/share/chatrender/themes/imessage/theme.json"))
    }

    @Test("uninstall removes every file and every directory install made under a fresh PREFIX, and keeps others")
    func uninstallLeavesNothing() throws {
        let prefix = try install("uninstall")
        // Something of the user's in a directory install also uses: it and its directory stay.
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: prefix + "/share/man/man1/other.1"))
        let script = CLI.repo.appendingPathComponent("scripts/install.sh").path
        let result = try CLI.run(executable: "/bin/bash", [script, "--uninstall"], in: CLI.repo.path, environment: ["PREFIX": prefix])
        #expect(result.status == 0, "\(result.stderr)")
        let left = FileManager.default.enumerator(atPath: prefix)?.allObjects as? [String] ?? []
        #expect(left.sorted() == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"], "\(left.sorted())")
        try FileManager.default.removeItem(atPath: prefix + "/share/man/man1/other.1")
        let again = try CLI.run(executable: "/bin/bash", [script, "--uninstall"], in: CLI.repo.path, environment: ["PREFIX": prefix])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix).isEmpty)
    }

    // `chatrender serve` handing off to the installed chatrender-serve is tested with the service, in
    // Tools/Tests/ChatRenderServerTests/HandOffTests.swift (the service is built by the package in Tools/).

    @Test("`chatrender serve` without chatrender-serve says where it looked and how to get it (exit 69)")
    func serveWithoutTheService() throws {
        let dir = try CLI.scratch("install-no-serve")
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: dir + "/bin/chatrender")
        let result = try CLI.run(executable: dir + "/bin/chatrender", ["serve", "--port", "0"], in: dir,
                                 environment: ["PATH": dir + "/empty"])
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chatrender: error: chatrender serve runs the chatrender-serve executable"))
        #expect(result.stderr.contains(dir + "/bin/chatrender-serve") && result.stderr.contains("make build"))
        // Its options are still checked by chatrender itself, before any hand-off.
        let bad = try CLI.run(executable: dir + "/bin/chatrender", ["serve", "--log-format", "xml"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("--log-format is text or json"), "\(bad.stderr)")
    }
}
