import ChatCodec
import ChatRaster

extension ImageComparison {
    /// Compares two encoded images (PNG, JPEG or WebP), as files hold them.
    ///
    /// The same bytes are identical at once: only the header is read, for the size (with `diffImage`, only the
    /// expected image is decoded, for the faded grey diff image an identical pair gives). Otherwise both are read with
    /// `ImageRows.open` (a PNG chatrender wrote row by row, whatever its height; other images decoded whole,
    /// colour-managed; a WebP decoded whole by `WebPDecoder`) and compared in bands of `bandHeight` rows. With `diffImage`, pixelmatch's diff image is
    /// written as a PNG while comparing (see `DiffImageOutput`).
    ///
    /// Throws `ImageComparisonError.undecodable` naming the image that cannot be read (or ends early), and
    /// `.diffImageUnwritable` when the diff image cannot be opened or written.
    public func compare(expected: [UInt8], actual: [UInt8],
                        diffImage: DiffImageOutput? = nil) throws(ImageComparisonError) -> ImageComparisonResult {
        let sameBytes = ByteComparison.equal(expected, actual)
        if sameBytes, let diffImage, diffImage.evenWhenIdentical {
            let rows = try LabelledRows.open(expected, as: .expected)
            return try compare(rows, nil, diffImage: diffImage)
        }
        if sameBytes {
            let size: (width: Int, height: Int)
            do {
                size = try EncodedImage.size(expected)
            } catch {
                throw .undecodable(.expected, reason: error.description)
            }
            let pixels = DiffResult(width: size.width, height: size.height, mismatchedPixels: 0, antialiasedPixels: 0,
                                    totalPixels: size.width * size.height, sizeMismatch: false, identical: true,
                                    regions: [], diffImage: nil)
            return result(pixels, expected: size, actual: size)
        }
        let expectedRows = try LabelledRows.open(expected, as: .expected)
        let actualRows = try LabelledRows.open(actual, as: .actual)
        return try compare(expectedRows, actualRows, diffImage: diffImage)
    }

    /// Compares two row sources (`actual` nil: the same bytes as `expected`, read once), writing the diff image to
    /// `diffImage` when the sizes match.
    private func compare(_ expected: LabelledRows, _ actual: LabelledRows?,
                         diffImage: DiffImageOutput?) throws(ImageComparisonError) -> ImageComparisonResult {
        var encoder: PNGStreamEncoder?
        if let diffImage, expected.width == actual?.width ?? expected.width, expected.height == actual?.height ?? expected.height {
            do {
                encoder = try PNGStreamEncoder(width: expected.width, height: expected.height, hasAlpha: false,
                                               sink: diffImage.open())
            } catch {
                throw .diffImageUnwritable(reason: Self.reason(error))
            }
        }
        do {
            let outcome: ImageComparisonResult
            if let encoder {
                let writeRows: (Pixmap) throws -> Void = { rows in
                    do throws(CodecError) {
                        try encoder.append(rows)
                    } catch {
                        throw ImageComparisonError.diffImageUnwritable(reason: Self.reason(error))
                    }
                }
                // An image compared with itself is read once (`identical`); two images band by band.
                outcome = try actual.map { actual in try compare(expected: expected, actual: actual, diffRows: writeRows) }
                    ?? identical(expected, diffRows: writeRows)
                do throws(CodecError) {
                    try encoder.finish()
                } catch {
                    throw ImageComparisonError.diffImageUnwritable(reason: Self.reason(error))
                }
            } else {
                outcome = try compare(expected: expected, actual: actual ?? expected)
            }
            return outcome
        } catch {
            encoder?.cancel()
            // The sources and the diff rows throw only these (LabelledRows names the image).
            if let error = error as? ImageComparisonError { throw error }
            throw .undecodable(.actual, reason: "\(error)")
        }
    }

    /// The reason a diff image could not be written: the system's words for a failed write.
    private static func reason(_ error: CodecError) -> String {
        if case .writeFailed(let reason) = error { return reason }
        return error.description
    }
}

/// An image's rows that name the image in every error: `ImageComparisonError.undecodable`, also for an image that
/// ends before its stated height.
private final class LabelledRows: PixmapRowSource {
    private let rows: any PixmapRowSource
    private let image: ImageComparisonError.ComparedImage
    private var handedOut = 0

    private init(_ rows: any PixmapRowSource, image: ImageComparisonError.ComparedImage) {
        self.rows = rows
        self.image = image
    }

    /// Opens encoded `data` with `EncodedImage.rows` (`ImageRows.open`, or WebP decoded whole).
    static func open(_ data: [UInt8], as image: ImageComparisonError.ComparedImage) throws(ImageComparisonError) -> LabelledRows {
        do {
            return LabelledRows(try EncodedImage.rows(data), image: image)
        } catch {
            throw .undecodable(image, reason: error.description)
        }
    }

    var width: Int { rows.width }
    var height: Int { rows.height }

    func nextRows(_ count: Int) throws -> Pixmap {
        let band: Pixmap
        do {
            band = try rows.nextRows(count)
        } catch {
            throw ImageComparisonError.undecodable(image, reason: "\(error)")
        }
        guard band.width == width, band.height == min(count, height - handedOut) else {
            throw ImageComparisonError.undecodable(image, reason: PixelMatchSourceError.shortImage.description)
        }
        handedOut += band.height
        return band
    }
}
