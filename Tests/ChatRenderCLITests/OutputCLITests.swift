import ChatCodec
import ChatRender
import Foundation
import Testing

/// Where the image goes: closed and full standard output, devices, symlinks, long names, interrupted renders.
@Suite("chatrender output", .serialized)
struct OutputCLITests {
    let chat = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi!"}]}"#
    let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    func scratch(_ name: String) throws -> String {
        let dir = try CLI.scratch(name)
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        return dir
    }

    var fonts: String { CLI.pinnedFonts.map { "'\($0)'" }.joined(separator: " ") }

    @Test("a closed standard output is exit 73 with a message, not a crash")
    func closedStandardOutput() throws {
        let dir = try scratch("closed")
        let result = try CLI.shell(#""$CHATRENDER" chat.json -o - \#(fonts) >&-"#, in: dir)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("standard output is closed"))
    }

    @Test("a full standard output (/dev/full) is exit 73 naming the reason")
    func fullStandardOutput() throws {
        let dir = try scratch("full")
        let result = try CLI.shell(#""$CHATRENDER" chat.json -o - \#(fonts) > /dev/full"#, in: dir)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("No space left on device"))
    }

    @Test("a reader that stops early (| head -c 10) ends the render quietly, by SIGPIPE (status 141), as cat does")
    func closedPipe() throws {
        let dir = try scratch("pipe")
        // Big enough (hundreds of kilobytes) to outlast the pipe's buffer after `head` has quit.
        try Data(CLI.longChat(200).utf8).write(to: URL(fileURLWithPath: dir + "/long.json"))
        let result = try CLI.shell(#"{ "$CHATRENDER" long.json -o - \#(fonts); echo "status $?" >&2; } | head -c 10 | wc -c"#, in: dir)
        #expect(result.stderr == "status 141\n", "\(result.stderr)")
        #expect(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "10")
        // The same from a reader that never reads (`true`), and no partial file is left behind.
        let never = try CLI.shell(#"{ "$CHATRENDER" long.json -o - \#(fonts); echo "status $?" >&2; } | true"#, in: dir)
        #expect(never.stderr == "status 141\n", "\(never.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["chat.json", "long.json"])
    }

    @Test("text on standard output (the layout JSON) ends quietly too when its reader goes away")
    func closedPipeText() throws {
        let dir = try scratch("pipe-text")
        // Megabytes of JSON: far more than the pipe's buffer holds.
        try Data(CLI.longChat(2000, scale: 1).utf8).write(to: URL(fileURLWithPath: dir + "/long.json"))
        let result = try CLI.shell(#"{ "$CHATRENDER" layout long.json \#(fonts); echo "status $?" >&2; } | head -c 10 | wc -c"#, in: dir)
        #expect(result.stderr == "status 141\n", "\(result.stderr)")
        #expect(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "10")
    }

    @Test("-o /dev/null and -o /dev/stdout write through the device, never replacing it")
    func devices() throws {
        let dir = try scratch("devices")
        let null = try CLI.run(["chat.json", "-o", "/dev/null"] + CLI.pinnedFonts, in: dir)
        #expect(null.status == 0, "\(null.stderr)")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        let stdout = try CLI.run(["chat.json", "-o", "/dev/stdout"] + CLI.pinnedFonts, in: dir)
        #expect(stdout.status == 0, "\(stdout.stderr)")
        #expect(Array(stdout.stdout.prefix(4)) == pngMagic)
        // /dev/stdout redirected to a file works too.
        let redirected = try CLI.shell(#""$CHATRENDER" chat.json -o /dev/stdout \#(fonts) > out.png"#, in: dir)
        #expect(redirected.status == 0, "\(redirected.stderr)")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/out.png")).prefix(4)) == pngMagic)
    }

    @Test("-o onto a symlink writes the file it points to and keeps the link")
    func symlinks() throws {
        let dir = try scratch("symlink")
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/real/image.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: "real/image.png")
        let result = try CLI.run(["chat.json", "-o", "link.png"] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.png") == "real/image.png")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/real/image.png")).prefix(4)) == pngMagic)
        // A dangling link: the file is created where it points.
        try FileManager.default.createSymbolicLink(atPath: dir + "/new.png", withDestinationPath: "real/new.png")
        let dangling = try CLI.run(["chat.json", "-o", "new.png"] + CLI.pinnedFonts, in: dir)
        #expect(dangling.status == 0, "\(dangling.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/real/new.png"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/new.png") == "real/new.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/real").allSatisfy { !$0.hasPrefix(".chatrender") })
    }

    @Test("a file name at the 255-byte limit works (the temporary name is short)")
    func longName() throws {
        let dir = try scratch("long")
        let name = String(repeating: "n", count: 251) + ".png"
        let result = try CLI.run(["chat.json", "-o", name] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/" + name))
    }

    @Test("SIGINT and SIGTERM during a render remove the temporary file, whose name says what it is")
    func interrupted() throws {
        for signal in [SIGTERM, SIGINT] {
            let dir = try scratch("signal-\(signal)")
            try Data(CLI.longChat(3_000).utf8).write(to: URL(fileURLWithPath: dir + "/long.json"))
            // Through env(1) so the signals have their default disposition even if the test runner ignores them.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["--default-signal=INT,TERM", CLI.binary, "long.json", "-o", "long.png"] + CLI.pinnedFonts
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait for the temporary file to appear, then interrupt.
            var partial: String?
            for _ in 0..<600 where partial == nil {
                usleep(20_000)
                partial = try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasPrefix(".chatrender-partial-") }
            }
            #expect(partial != nil, "no temporary file seen")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal)
            let left = try FileManager.default.contentsOfDirectory(atPath: dir)
            #expect(left.sorted() == ["chat.json", "long.json"], "\(left)")
        }
    }

    @Test("a render over --max-memory is exit 65 naming what is too big")
    func memoryBudget() throws {
        let dir = try scratch("budget")
        let result = try CLI.run(["chat.json", "-o", "out.png", "--max-memory", "20M"] + CLI.pinnedFonts, in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--max-memory must be at least 128 MiB"))
        let tight = try CLI.run(["chat.json", "-o", "out.png", "--max-memory", "130M", "--scale", "4", "--width", "2000"]
                                + CLI.pinnedFonts, in: dir)
        #expect(tight.status == 65 || tight.status == 0, "\(tight.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png") || tight.status == 0)
    }

    @Test("memory the system refuses is exit 70 with a message, never an abort",
          .disabled(if: ProcessInfo.processInfo.environment["CHATRENDER_SANITIZER"] != nil,
                    "sanitizers reserve terabytes of shadow memory, which the test's ulimit -v forbids"))
    func allocationFailure() throws {
        let dir = try scratch("oom")
        // A photo whose decode (800 MB with its upright copy) fits the budget but not a 700 MB address space.
        let big = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","image":"big.png"}]}"#
        try Data(big.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        try Data(try BigPNG.solid(width: 10_000, height: 10_000)).write(to: URL(fileURLWithPath: dir + "/big.png"))
        let result = try CLI.shell(#"ulimit -v 700000; "$CHATRENDER" chat.json -o out.png --max-memory 4G \#(fonts)"#, in: dir)
        #expect(result.status == 70, "\(result.stderr)")
        #expect(result.stderr.contains("out of memory"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}

/// PNG files made for tests.
enum BigPNG {
    /// A solid grey RGB PNG of any size, small on disk: written a band at a time.
    static func solid(width: Int, height: Int) throws -> [UInt8] {
        let sink = ChatMemorySink()
        let encoder = try PNGStreamEncoder(width: width, height: height, hasAlpha: false, options: .fastest, sink: sink)
        let band = ChatPixmap(width: width, height: 100, fill: ChatPremultipliedColor(red: 128, green: 128, blue: 128, alpha: 255))
        for _ in 0..<(height / 100) { try encoder.append(band) }
        try encoder.append(ChatPixmap(width: width, height: height % 100, fill: .white))
        try encoder.finish()
        return sink.bytes
    }
}
