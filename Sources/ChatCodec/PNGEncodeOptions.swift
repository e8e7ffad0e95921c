/// How `PNGEncoder` and `PNGStreamEncoder` compress: the deflate compressor and how row filters are chosen.
public struct PNGEncodeOptions: Sendable, Hashable {
    /// The compressor that deflates the filtered rows.
    package var compressor: PNGCompressor
    /// How each row's filter is picked.
    package var filtering: PNGFilterSelection

    /// Creates options; the defaults are those of `PNGEncodeOptions.default`.
    package init(compressor: PNGCompressor = .runs, filtering: PNGFilterSelection = .byRowDetail(flat: .none, detailed: .all)) {
        self.compressor = compressor
        self.filtering = filtering
    }

    /// libdeflate at `compressionLevel` (0 stored … 12 smallest) with the given filtering.
    package init(compressionLevel: Int, filtering: PNGFilterSelection = .byRowDetail(flat: .none, detailed: .all)) {
        self.init(compressor: .libdeflate(level: compressionLevel), filtering: filtering)
    }

    /// The run coder, flat rows unfiltered and detailed rows adaptively filtered. Measured on the project's
    /// screens (docs/performance.md): 2–3× fewer instructions than libdeflate level 1 on the same rows, for files
    /// within a few per cent of its size; the encoder was the largest single cost of a render.
    public static let `default` = PNGEncodeOptions()

    /// libdeflate level 6 with the default row classification: smaller files, several times the deflate time.
    package static let compact = PNGEncodeOptions(compressionLevel: 6)

    /// libdeflate level 12 with the default row classification: the smallest files, much slower.
    package static let smallest = PNGEncodeOptions(compressionLevel: 12)

    /// The fastest settings: the same as `default`.
    public static let fastest = PNGEncodeOptions()

    /// libdeflate's level, or nil for the run coder.
    var libdeflateLevel: Int? {
        if case .libdeflate(let level) = compressor { return level }
        return nil
    }

    /// The filter masks for flat and detailed rows (flat 0: every row is filtered as detailed).
    var filterMasks: (flat: Int32, detailed: Int32) {
        switch filtering {
        case .uniform(let filters): (0, Int32(filters.rawValue))
        case .byRowDetail(let flat, let detailed): (Int32(flat.rawValue), Int32(detailed.rawValue))
        }
    }

    /// Throws `invalidEncodeOptions` naming the first value out of range.
    func validate() throws(CodecError) {
        if let level = libdeflateLevel, !(0...12).contains(level) {
            throw CodecError.invalidEncodeOptions("PNG compression level \(level) is outside 0 … 12")
        }
        switch filtering {
        case .uniform(let filters):
            try Self.validate(filters, role: "row filters")
        case .byRowDetail(let flat, let detailed):
            try Self.validate(flat, role: "flat-row filters")
            try Self.validate(detailed, role: "detailed-row filters")
        }
    }

    private static func validate(_ filters: PNGRowFilters, role: String) throws(CodecError) {
        guard !filters.isEmpty else {
            throw CodecError.invalidEncodeOptions("the PNG \(role) are empty; give at least one of none, sub, up, average, paeth")
        }
        guard PNGRowFilters.all.isSuperset(of: filters) else {
            throw CodecError.invalidEncodeOptions("the PNG \(role) contain unknown bits 0x\(String(filters.rawValue, radix: 16)); use none, sub, up, average, paeth")
        }
    }
}
