import Foundation
import Testing

/// Class 4 of the robustness issue at the command line: inputs of every kind of file. Only regular files are opened
/// as fonts, images and theme files (a FIFO or device is refused at once, never waited on); the conversation may come
/// from a FIFO or process substitution; `/dev/zero` is refused for what it is; an endless standard input stops at the
/// size limit. Every run has a time limit, so a hang fails the test instead of the suite.
@Suite("chatrender with hostile files", .serialized)
struct HostileInputCLITests {
    let chat = #"{"participants":[{"id":"me","me":true},{"id":"ann","name":"Ann"}],"messages":[{"from":"ann","text":"Hi!"},{"from":"me","text":"Hello","status":"read"}]}"#
    let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test("a conversation from a named pipe or process substitution renders")
    func conversationFromAPipe() throws {
        let dir = try CLI.scratch("fifo-input")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        #expect(mkfifo(dir + "/chat.fifo", 0o600) == 0)
        // The writer opens the FIFO once chatrender waits on it, as a generating program would.
        let writer = Thread { [chat] in
            if let handle = FileHandle(forWritingAtPath: dir + "/chat.fifo") {
                handle.write(Data(chat.utf8))
                try? handle.close()
            }
        }
        writer.start()
        let fifo = try CLI.run(["chat.fifo", "-o", "fifo.png"] + CLI.pinnedFonts, in: dir, timeLimit: 60)
        #expect(!fifo.timedOut)
        #expect(fifo.status == 0, "\(fifo.stderr)")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/fifo.png")).prefix(8)) == pngMagic)

        let command = "\(CLI.binary) <(cat chat.json) -o substituted.png " + CLI.pinnedFonts.map { "'\($0)'" }.joined(separator: " ")
        let substituted = try CLI.run(executable: "/bin/bash", ["-c", command], in: dir, timeLimit: 60)
        #expect(!substituted.timedOut)
        #expect(substituted.status == 0, "\(substituted.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/substituted.png"))
    }

    @Test("devices are refused for what they are, and an endless standard input stops at the limit")
    func devicesAsTheConversation() throws {
        let zero = try CLI.run(["/dev/zero", "-o", "/tmp/never.png"], timeLimit: 60)
        #expect(!zero.timedOut)
        #expect(zero.status == 66)
        #expect(zero.stderr.contains("cannot read /dev/zero: it is a character device, not a JSON file"), "\(zero.stderr)")
        #expect(!zero.stderr.contains("permission denied"))

        let dir = try CLI.scratch("devices")
        let endless = try CLI.run(executable: "/bin/bash", ["-c", "\(CLI.binary) - -o out.png < /dev/zero"], in: dir, timeLimit: 120)
        #expect(!endless.timedOut)
        #expect(endless.status == 65)
        #expect(endless.stderr.contains("<stdin>: it holds more than the 32 MiB a conversation may hold"), "\(endless.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    @Test("a FIFO or device given as a font is refused at once")
    func fontsThatAreNotFiles() throws {
        let dir = try CLI.scratch("fifo-fonts")
        try Data(chat.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        #expect(mkfifo(dir + "/font.ttf", 0o600) == 0)
        for font in [dir + "/font.ttf", "/dev/zero", "/dev/null"] {
            let result = try CLI.run(["chat.json", "-o", "out.png", "--font", font], in: dir, timeLimit: 60)
            #expect(!result.timedOut, "\(font)")
            #expect(result.status == 65, "\(font): \(result.stderr)")
            #expect(result.stderr.contains("not a regular file"), "\(font): \(result.stderr)")
        }
        let fonts = dir + "/fonts"
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: fonts + "/Inter-Regular.otf")
        #expect(mkfifo(fonts + "/z-pipe.otf", 0o600) == 0)
        let directory = try CLI.run(["chat.json", "-o", "out.png", "--fonts", fonts], in: dir, timeLimit: 60)
        #expect(!directory.timedOut)
        #expect(directory.status == 65)
        #expect(directory.stderr.contains("z-pipe.otf in the font directory is a named pipe (FIFO), not a regular file"), "\(directory.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    @Test("a FIFO or device given as an image is refused at once")
    func imagesThatAreNotFiles() throws {
        let dir = try CLI.scratch("fifo-image")
        #expect(mkfifo(dir + "/photo.jpg", 0o600) == 0)
        let json = #"{"participants":[{"id":"me","me":true}],"messages":[{"from":"me","image":"photo.jpg"},{"from":"me","image":"/dev/zero"}]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/chat.json"))
        let result = try CLI.run(["chat.json", "-o", "out.png"] + CLI.pinnedFonts, in: dir, timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 65)
        #expect(result.stderr.contains("photo.jpg is a named pipe (FIFO), not a regular file"), "\(result.stderr)")
    }

    @Test("diff and check never wait on a FIFO or read a device to its end")
    func diffAndCheckOnSpecialFiles() throws {
        let dir = try CLI.scratch("fifo-check")
        let png = CLI.repo.appendingPathComponent("samples/group.png").path
        for special in ["/dev/zero", "/dev/null"] {
            let diff = try CLI.run(["diff", special, png], timeLimit: 60)
            #expect(!diff.timedOut)
            #expect(diff.status == 66, "\(diff.stderr)")
            #expect(diff.stderr.contains("it is a character device, not an image file"), "\(diff.stderr)")
        }
        // In a golden directory a FIFO named *.json is named as a failure (never opened), and a FIFO named like a golden
        // is unreadable.
        let goldens = dir + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try Data(chat.utf8).write(to: URL(fileURLWithPath: goldens + "/chat.json"))
        #expect(mkfifo(goldens + "/chat.png", 0o600) == 0)
        #expect(mkfifo(goldens + "/pipe.json", 0o600) == 0)
        let check = try CLI.run(["check", goldens, "--artifacts", dir + "/artifacts"] + CLI.pinnedFonts, timeLimit: 120)
        #expect(!check.timedOut)
        #expect(check.status == 65, "\(check.stderr)")
        #expect(check.stdoutText.contains("the golden chat.png cannot be read"), "\(check.stdoutText)")
        #expect(check.stdoutText.contains("pipe.json") && check.stdoutText.contains("a named pipe (FIFO)"), "\(check.stdoutText)")
    }
}
