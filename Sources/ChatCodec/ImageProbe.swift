/// Reads an image's format and displayed size from its header, without decoding pixels.
package enum ImageProbe {
    /// The format and size of `bytes`: a PNG's IHDR, or a JPEG's markers up to its frame header with
    /// the EXIF orientation applied (so a portrait phone photo reports portrait dimensions).
    /// Recognised but unsupported formats throw `unsupportedFormat`, naming them.
    package static func probe(_ bytes: [UInt8]) throws(CodecError) -> ImageInfo {
        switch SniffedFormat.sniff(bytes) {
        case .empty:
            throw CodecError.emptyData
        case .supported(.png):
            let header = try PNGHeader.parse(bytes)
            return ImageInfo(format: .png, width: header.width, height: header.height)
        case .supported(.jpeg):
            let header = try JPEGHeader.parse(bytes)
            return ImageInfo(format: .jpeg, width: header.displayedWidth, height: header.displayedHeight)
        case .foreign(let format):
            throw CodecError.unsupportedFormat(format)
        case .unknown(let leadingBytes):
            throw CodecError.unrecognizedFormat(leadingBytes: leadingBytes)
        }
    }
}
