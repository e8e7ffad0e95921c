/// The fuzz targets: what each feeds its bytes to, and the properties it checks beyond "no crash". The libFuzzer
/// binary (`Fuzz/`, `make fuzz`) and the ordinary test suite (every file of `Fuzz/Corpus` and `Fuzz/Regressions`)
/// call the same `run`, so an input that once crashed stays a test.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// conversation.json decoding and validation.
    case conversation
    /// theme.json decoding, then the layout of a fixed conversation with the decoded theme.
    case theme
    /// PNG decoding (colour management included) and the header probe.
    case png
    /// JPEG decoding (CMYK, ICC profiles and EXIF orientation included) and the header probe.
    case jpeg
    /// conversation.json decoding and the layout of the whole conversation with real fonts.
    case layout
    /// PNG encoding (the run coder) of pixels made from the bytes, decoded again.
    case encode

    /// Feeds `bytes` to the target.
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch self {
        case .conversation: ConversationFuzz.run(bytes)
        case .theme: ThemeFuzz.run(bytes)
        case .png: ImageFuzz.run(bytes, format: .png)
        case .jpeg: ImageFuzz.run(bytes, format: .jpeg)
        case .layout: LayoutFuzz.run(bytes)
        case .encode: EncodeFuzz.run(bytes)
        }
    }
}

/// What one input did.
public enum FuzzOutcome: Sendable, Equatable {
    /// The input was valid and every property held.
    case accepted
    /// The input was refused with this message (the expected fate of most fuzz inputs).
    case refused(String)
    /// A property the code promises did not hold: a bug, reported like a crash by the fuzzer.
    case violated(String)
}
