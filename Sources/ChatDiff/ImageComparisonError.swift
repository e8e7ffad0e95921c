/// Why an `ImageComparison` could not be made or could not compare: a setting out of its range, an image that
/// cannot be decoded, or a diff image that cannot be written. Each `description` says what to do.
public enum ChatImageComparisonError: Error, Equatable, CustomStringConvertible {
    /// The threshold is not a number from 0 to 1.
    case thresholdOutOfRange(Double)
    /// The diff image's background opacity is not a number from 0 to 1.
    case diffAlphaOutOfRange(Double)
    /// The allowed share of differing pixels is not a percentage from 0 to 100.
    case allowedMismatchOutOfRange(Double)
    /// One of the images is not a PNG or JPEG that can be read (or ended early); `reason` says why.
    case undecodable(ComparedImage, reason: String)
    /// The diff image could not be written; `reason` says why.
    case diffImageUnwritable(reason: String)

    /// Which of the two compared images.
    public enum ComparedImage: String, Sendable {
        /// The first image: the golden, the reference.
        case expected
        /// The second image: the new rendering.
        case actual
    }

    public var description: String {
        switch self {
        case .thresholdOutOfRange(let value):
            "the threshold must be between 0 and 1 (0 counts any change, 1 none; 0.1 by default), got \(value)"
        case .diffAlphaOutOfRange(let value):
            "the diff image's background opacity (alpha) must be between 0 and 1 (0.1 by default), got \(value)"
        case .allowedMismatchOutOfRange(let value):
            "the allowed mismatch is a percentage of the pixels, between 0 and 100 (0 by default), got \(value)"
        case .undecodable(let image, let reason):
            "the \(image.rawValue) image cannot be read: \(reason)"
        case .diffImageUnwritable(let reason):
            "the diff image cannot be written: \(reason)"
        }
    }
}
