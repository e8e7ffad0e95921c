import ChatRenderFuzzing
#if canImport(Glibc)
import Glibc
#endif

// chatrender-fuzz TARGET [libFuzzer options] [CORPUS_DIR… | INPUT…]
//
// libFuzzer's own main drives the program (SwiftPM builds an executable as a library under --sanitize fuzzer); these
// are the two functions it calls. A property the target checks that does not hold traps like a crash, so libFuzzer
// saves the input (crash-…) for Fuzz/Regressions.

/// The target named on the command line; set once, before any input runs.
nonisolated(unsafe) var selected = FuzzTarget.conversation

/// Takes the target name out of the arguments before libFuzzer reads its flags.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard argc.pointee >= 2, let arguments = argv.pointee, let name = arguments[1],
          let target = FuzzTarget(rawValue: String(cString: name)) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        let usage = "usage: chatrender-fuzz \(names) [libFuzzer options] [corpus directories or inputs]\n"
        _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        exit(64)
    }
    selected = target
    // The process-wide tables, built before the first input with leak checking paused (see FuzzWarmUp).
    lsanDisable()
    FuzzWarmUp.run()
    lsanEnable()
    // Drop argv[1]: libFuzzer sees the program name followed by its own arguments.
    for index in 1..<Int(argc.pointee) { arguments[index] = arguments[index + 1] }
    argc.pointee -= 1
    return 0
}

/// LeakSanitizer's pause and resume (the AddressSanitizer runtime the fuzz build links provides them): what is
/// allocated in between is never reported as leaked.
@_silgen_name("__lsan_disable") func lsanDisable()
@_silgen_name("__lsan_enable") func lsanEnable()

/// Runs one input through the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .violated(let why) = selected.run(bytes) {
        fatalError("\(selected.rawValue): property violated: \(why)")
    }
    return 0
}
