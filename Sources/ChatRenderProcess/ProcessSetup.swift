import CChatRenderProcess

/// What a command-line program does to its own process, which a library must never do behind its host's back.
package enum ProcessSetup {
    /// SIGINT, SIGTERM and SIGHUP remove the temporary files of outputs not yet committed (`SignalCleanup`) before
    /// ending the process, and writing to a closed pipe fails with an error instead of killing it. An abort (the
    /// Swift runtime's answer to an allocation that fails) becomes exit status 70 with `abortMessage` on standard
    /// error, the temporary files removed. Whether standard output is closed is noted for `StandardOutput`.
    ///
    /// Large freed blocks are kept for reuse instead of being returned to the system (see `crs_malloc.h`): a
    /// one-shot process then pays the page faults of a band or photo buffer once, not at every allocation.
    package static func prepare(abortMessage: String) {
        crs_malloc_keep_large_blocks()
        StandardOutput.noteStateAtStart()
        crs_cleanup_install()
        crs_ignore_sigpipe()
        crs_abort_exits(abortMessage)
    }
}
