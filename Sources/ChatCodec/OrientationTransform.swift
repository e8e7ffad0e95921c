extension ExifOrientation {
    /// Returns 4-byte pixels (`width` × `height`, rows top to bottom) turned as this orientation says,
    /// with the displayed size. `.identity` returns the input unchanged without copying.
    func apply(to pixels: [UInt8], width: Int, height: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        if self == .identity || width == 0 || height == 0 { return (pixels, width, height) }
        let (outWidth, outHeight) = swapsDimensions ? (height, width) : (width, height)
        let output = [UInt8](unsafeUninitializedCapacity: pixels.count) { outBytes, initialized in
            pixels.withUnsafeBufferPointer { inBytes in
                inBytes.withMemoryRebound(to: UInt32.self) { source in
                    outBytes.withMemoryRebound(to: UInt32.self) { destination in
                        for y in 0..<outHeight {
                            // Output row y walks the source linearly: start at `base`, move by `step`.
                            let (base, step) = sourceWalk(row: y, width: width, height: height)
                            var sourceIndex = base
                            let rowStart = y * outWidth
                            for x in 0..<outWidth {
                                destination[rowStart + x] = source[sourceIndex]
                                sourceIndex += step
                            }
                        }
                    }
                }
            }
            initialized = pixels.count
        }
        return (output, outWidth, outHeight)
    }

    /// For displayed row `row`, the source pixel index of its first pixel and the index step from one
    /// displayed pixel to the next, in a source image of `width` × `height`.
    private func sourceWalk(row: Int, width: Int, height: Int) -> (base: Int, step: Int) {
        switch self {
        case .identity: (row * width, 1)
        case .flipHorizontal: (row * width + width - 1, -1)
        case .rotate180: ((height - 1 - row) * width + width - 1, -1)
        case .flipVertical: ((height - 1 - row) * width, 1)
        case .transpose: (row, width)
        case .rotate90Clockwise: ((height - 1) * width + row, -width)
        case .transverse: ((height - 1) * width + width - 1 - row, -width)
        case .rotate90CounterClockwise: (width - 1 - row, width)
        }
    }
}
