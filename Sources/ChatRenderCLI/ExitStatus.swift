import ChatRender

/// The exit codes the command line uses (from sysexits.h, which scripts can test), and their one list that the
/// help (`EXIT CODES`), the man page (`EXIT STATUS`) and the README agree with.
enum ExitStatus {
    /// `daemon status`: no daemon runs for this executable and environment (as `systemctl status` says of a stopped unit).
    static let daemonNotRunning: Int32 = 3
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73
    /// `--timeout` passed (EX_TEMPFAIL: the same input may finish with more time).
    static let timedOut: Int32 = 75
    /// Standard output's reader went away (`| head`): the process is ended by SIGPIPE, which the shell reports as
    /// 128 + 13 (`BrokenPipe`).
    static let brokenPipe: Int32 = 141

    /// Every exit code and what it means, in order.
    static let meanings: [(code: Int32, meaning: String)] = [
        (0, "success (diff: the images match; check: every golden matches)"),
        (1, "the images differ (diff), a golden changed or is missing (check)"),
        (daemonNotRunning, "daemon status: no daemon runs for this binary and environment"),
        (64, "usage error: unknown or conflicting options, a misspelt command"),
        (65, "bad input data: invalid JSON or theme, a bad image, an input too large"),
        (66, "an input file or directory is missing"),
        (69, "serve: chatrender-serve missing or port in use; daemon: socket unusable"),
        (software, "internal error (or out of memory)"),
        (cannotCreate, "cannot write an output (missing directory, full disk, closed stdout)"),
        (timedOut, "--timeout passed: the render was stopped and no file left"),
        (brokenPipe, "stdout's reader went away (| head): ended quietly by SIGPIPE"),
    ]

    /// The list as the help's `EXIT CODES` section shows it: one code a line, indented, at most 80 columns.
    static var helpText: String {
        meanings.map { "  \($0.code)" + String(repeating: " ", count: 4 - "\($0.code)".count) + $0.meaning }
            .joined(separator: "\n")
    }

    /// The exit status for a render error.
    static func of(_ error: ChatRenderError) -> Int32 {
        switch error {
        case .inputUnreadable: noInput
        case .outputUnwritable: cannotCreate
        case .encoding, .outOfMemory: software
        case .timedOut, .cancelled: timedOut
        case .invalidConversation, .tooLarge, .themeNotFound, .invalidTheme, .themeImage, .capInsetsExceedTemplate, .image, .fonts, .layout,
             .memoryBudget, .invalidOptions:
            dataError
        }
    }
}
