import CChatRenderProcess

/// Standard output's reader went away (`chatrender chat.json -o - | head -c 10`): the command line ends quietly,
/// as `cat`, `grep` and the other tools `head` is used with do. SIGPIPE is ignored while the process runs (so
/// that a write fails instead of killing a thread mid-file); a write to standard output that fails with EPIPE
/// then comes here.
package enum BrokenPipe {
    /// Removes the temporary files of unfinished outputs and ends the process killed by SIGPIPE, which the
    /// shell reports as status 141 (128 + 13), without a message.
    package static func end() -> Never {
        crs_end_by_broken_pipe()
    }
}
