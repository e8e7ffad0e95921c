/// How `PNGEncoder` and `PNGStreamEncoder` compress: the deflate level and how row filters are chosen.
public struct PNGEncodeOptions: Sendable, Hashable {
    /// libdeflate's compression level, 0 (stored) … 12 (smallest, slowest).
    package var compressionLevel: Int
    /// How each row's filter is picked.
    package var filtering: PNGFilterSelection

    /// Creates options; the defaults are those of `PNGEncodeOptions.default`.
    package init(compressionLevel: Int = 1, filtering: PNGFilterSelection = .byRowDetail(flat: .none, detailed: .all)) {
        self.compressionLevel = compressionLevel
        self.filtering = filtering
    }

    /// libdeflate level 1, flat rows unfiltered and detailed rows adaptively filtered. Measured on the all-kinds
    /// phone screen (docs/performance.md): level 1 compresses with 2.5× fewer instructions than level 6 for files
    /// about 6 % larger, and the encoder is the largest single cost of a render.
    public static let `default` = PNGEncodeOptions()

    /// Level 6 with the default row classification: about 6 % smaller than the default, twice the deflate time.
    package static let compact = PNGEncodeOptions(compressionLevel: 6)

    /// Level 12 with the default row classification: the smallest files, several times slower.
    package static let smallest = PNGEncodeOptions(compressionLevel: 12)

    /// Level 1 with the default row classification: the same as `default`.
    public static let fastest = PNGEncodeOptions(compressionLevel: 1)

    /// The filter masks for flat and detailed rows (flat 0: every row is filtered as detailed).
    var filterMasks: (flat: Int32, detailed: Int32) {
        switch filtering {
        case .uniform(let filters): (0, Int32(filters.rawValue))
        case .byRowDetail(let flat, let detailed): (Int32(flat.rawValue), Int32(detailed.rawValue))
        }
    }

    /// Throws `invalidEncodeOptions` naming the first value out of range.
    func validate() throws(CodecError) {
        guard (0...12).contains(compressionLevel) else {
            throw CodecError.invalidEncodeOptions("PNG compression level \(compressionLevel) is outside 0 … 12")
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
