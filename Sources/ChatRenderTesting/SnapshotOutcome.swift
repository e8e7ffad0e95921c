/// What checking one snapshot found.
public enum ChatSnapshotOutcome: Sendable, Equatable {
    /// The rendering equals the golden.
    case matched
    /// There was no golden (or recording was asked for): the rendering was written as the golden.
    case recorded(golden: String)
    /// The rendering differs; the actual image and a diff image were written beside the artifacts.
    case mismatched(percentage: Double, differentPixels: Int, actual: String, diff: String?)
    /// The sizes differ.
    case sizeMismatch(actual: String, actualSize: String, goldenSize: String)

    /// A failure message for a test report, nil when the snapshot matched.
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case .recorded(let golden):
            return "recorded a new golden at \(golden); look at it, commit it and run the test again"
        case .mismatched(let percentage, let pixels, let actual, let diff):
            return "snapshot differs: \(pixels) pixels (\(Self.format(percentage)) %) changed; actual: \(actual)"
                + (diff.map { ", diff: \($0)" } ?? "") + "; re-record with CHATRENDER_RECORD=1 if the change is intended"
        case .sizeMismatch(let actual, let actualSize, let goldenSize):
            return "snapshot size differs: \(actualSize) rendered, \(goldenSize) in the golden; actual: \(actual)"
        }
    }

    /// The artifact files of a failure, with what each shows (`actual`, `diff`); empty on a match or recording.
    public var artifacts: [(path: String, label: String)] {
        switch self {
        case .matched, .recorded: []
        case .mismatched(_, _, let actual, let diff): [(actual, "actual")] + (diff.map { [($0, "diff")] } ?? [])
        case .sizeMismatch(let actual, _, _): [(actual, "actual")]
        }
    }

    static func format(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() ? String(Int(hundredths)) : String(hundredths)
    }
}
