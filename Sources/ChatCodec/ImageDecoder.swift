import ChatRaster

/// Decodes PNG or JPEG data, whichever it is, into a premultiplied RGBA8 `Pixmap`.
package enum ImageDecoder {
    /// Sniffs the format from the magic bytes and hands the data to `PNGDecoder` or `JPEGDecoder`.
    /// Other image formats (GIF, WebP, HEIC, …) fail with `unsupportedFormat`, which names them and
    /// says how to convert them.
    ///
    /// `fitting` lets a JPEG be decoded at a reduced DCT scale that still covers that size (see
    /// `JPEGDecoder.decode(_:limits:fitting:)`); PNGs are always decoded whole.
    package static func decode(_ bytes: [UInt8], limits: ImageLimits = .default,
                              fitting: (width: Int, height: Int)? = nil) throws(CodecError) -> Pixmap {
        switch SniffedFormat.sniff(bytes) {
        case .empty: throw CodecError.emptyData
        case .supported(.png): return try PNGDecoder.decode(bytes, limits: limits)
        case .supported(.jpeg): return try JPEGDecoder.decode(bytes, limits: limits, fitting: fitting)
        case .foreign(let format): throw CodecError.unsupportedFormat(format)
        case .unknown(let leadingBytes): throw CodecError.unrecognizedFormat(leadingBytes: leadingBytes)
        }
    }

    /// The size in pixels `decode(_:limits:fitting:)` gives an image described by `info` (a JPEG's smallest DCT
    /// scale covering `fitting`; the displayed size otherwise), without decoding it.
    package static func decodedSize(of info: ImageInfo, fitting: (width: Int, height: Int)?) -> (width: Int, height: Int) {
        guard info.format == .jpeg, let fitting else { return (info.width, info.height) }
        let factor = JPEGDecoder.scalingFactor(displayedWidth: info.width, displayedHeight: info.height, fitting: fitting)
        return (JPEGDecoder.scaled(info.width, by: factor), JPEGDecoder.scaled(info.height, by: factor))
    }
}
