/// The largest image a decoder accepts. Decoders check these against the file's header before they
/// allocate any pixel memory, so a file that merely claims to be huge fails fast and cheaply.
public struct ImageLimits: Sendable, Equatable, Hashable {
    /// The widest image accepted, in pixels.
    package let maxWidth: Int
    /// The tallest image accepted, in pixels.
    package let maxHeight: Int
    /// The most pixels (width × height) accepted; each costs 4 bytes once decoded.
    package let maxPixels: Int

    /// Creates limits. Every value must be positive (a programmer error otherwise: validate user input first).
    package init(maxWidth: Int, maxHeight: Int, maxPixels: Int) {
        precondition(maxWidth > 0 && maxHeight > 0 && maxPixels > 0, "image limits must be positive")
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
    }

    /// 20000 × 20000 pixels at most and 100 megapixels (400 MB decoded) in total: more than any phone
    /// camera or screenshot, far less than the 2^31 × 2^31 a PNG header can claim.
    package static let `default` = ImageLimits(maxWidth: 20_000, maxHeight: 20_000, maxPixels: 100_000_000)

    /// Whether an image of `width` × `height` pixels fits these limits.
    package func permits(width: Int, height: Int) -> Bool {
        guard width >= 0, height >= 0, width <= maxWidth, height <= maxHeight else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }

    /// Throws `CodecError.tooLarge` unless an image of `width` × `height` pixels fits these limits.
    func check(width: Int, height: Int) throws(CodecError) {
        guard permits(width: width, height: height) else {
            throw CodecError.tooLarge(width: width, height: height, limits: self)
        }
    }
}
