/// How `PNGEncoder` compresses: zlib level, row filters and zlib strategy.
public struct PNGEncodeOptions: Sendable, Hashable {
    /// zlib compression level, 0 (store) … 9 (smallest, slowest).
    public var compressionLevel: Int
    /// How each row's filter is picked.
    public var filtering: PNGFilterSelection
    /// The zlib strategy.
    public var strategy: PNGCompressionStrategy

    /// Creates options; the defaults are those of `PNGEncodeOptions.default`.
    public init(compressionLevel: Int = 6,
                filtering: PNGFilterSelection = .byRowDetail(flat: .none, detailed: .all),
                strategy: PNGCompressionStrategy = .default) {
        self.compressionLevel = compressionLevel
        self.filtering = filtering
        self.strategy = strategy
    }

    /// zlib level 6, flat rows unfiltered and detailed rows adaptively filtered, `Z_DEFAULT_STRATEGY`.
    ///
    /// Chosen by measurement on four synthetic 1170 × 2532 chat screenshots: iMessage light with a
    /// noisy synthetic photo; WhatsApp with a doodle wallpaper; dark mode, text only; iMessage light
    /// with two real camera photos (720 × 477 each, decoded from JPEG). Text is FreeType-rendered Inter, bubble edges antialiased.
    /// libpng 1.6.39 and zlib 1.2.13 through this module's C helper, compiled -O2; sizes in KiB; time is
    /// the sum over the four images, best of 7 runs on a shared 2-core machine (±15 %).
    ///
    /// | settings                                      | synth photo | wallpaper |  dark | real photos |  total | ms   |
    /// |-----------------------------------------------|------------:|----------:|------:|------------:|-------:|-----:|
    /// | libpng defaults: L6, all filters, Z_FILTERED  |       913.6 |     364.1 | 175.9 |      1015.8 | 2469.4 |  482 |
    /// | L9, all filters, Z_FILTERED                   |       875.9 |     355.4 | 167.6 |      1004.0 | 2403.0 | 1471 |
    /// | L6, NONE                                      |      1036.8 |     278.0 | 145.4 |      1325.0 | 2785.2 |  207 |
    /// | L9, NONE                                      |      1027.9 |     258.2 | 133.4 |      1314.1 | 2733.6 |  690 |
    /// | L6, SUB                                       |       896.9 |     343.2 | 186.6 |      1142.6 | 2569.3 |  303 |
    /// | L6, UP                                        |       916.7 |     362.1 | 176.2 |      1147.4 | 2602.4 |  295 |
    /// | L6, PAETH                                     |       946.6 |     373.1 | 183.3 |      1061.8 | 2564.8 |  354 |
    /// | L6, all filters, Z_RLE                        |      1152.1 |     412.2 | 202.8 |      1034.3 | 2801.4 |  233 |
    /// | L6, SUB, Z_RLE                                |      1232.1 |     528.5 | 286.5 |      1217.3 | 3264.5 |  101 |
    /// | L1, all filters, Z_FILTERED                   |      1045.8 |     412.8 | 214.9 |      1134.5 | 2807.9 |  248 |
    /// | L3, all filters, Z_FILTERED                   |       976.9 |     399.4 | 209.3 |      1114.2 | 2699.9 |  278 |
    /// | L1, NONE                                      |      1159.8 |     337.4 | 189.8 |      1360.1 | 3047.0 |  105 |
    /// | by row: L6, flat NONE, detailed SUB           |       878.8 |     278.0 | 145.4 |      1118.4 | 2420.6 |  307 |
    /// | by row: L6, flat NONE, detailed all, Z_FILTERED |     902.1 |     288.6 | 150.4 |      1002.0 | 2343.2 |  380 |
    /// | **by row: L6, flat NONE, detailed all** (this) |  **894.7** | **278.0** | **145.4** | **1037.1** | **2355.2** | **351** |
    /// | by row: L9 (`.smallest`)                      |       852.8 |     258.2 | 133.4 |      1025.1 | 2269.4 | 1214 |
    /// | by row: L7                                    |       879.2 |     276.2 | 144.7 |      1035.5 | 2335.6 |  430 |
    /// | by row: L4                                    |       964.8 |     291.2 | 152.7 |      1057.9 | 2466.7 |  205 |
    /// | by row: L3                                    |       965.6 |     319.9 | 181.3 |      1099.1 | 2565.9 |  173 |
    /// | by row: L1 (`.fastest`)                       |      1035.3 |     337.4 | 189.8 |      1123.4 | 2686.0 |  145 |
    ///
    /// (Strategy is `Z_DEFAULT_STRATEGY` unless named.) Flat colour and text compress best unfiltered
    /// (whole rows repeat and deflate matches them), photos best with adaptive filtering, and libpng's
    /// per-row heuristic filters the flat rows too. Classifying rows first gives files 4.6 % smaller
    /// than libpng's defaults in 27 % less time: 22 % smaller on screenshots without photos, 2 %
    /// smaller with the synthetic photo, 2 % larger with the real ones. `Z_FILTERED` only pays on
    /// real photos; level 9 costs 3.5 times
    /// the time for 3.6 % less; level 4 matches libpng's default size in 42 % of its time.
    public static let `default` = PNGEncodeOptions()

    /// Level 9 with the default row classification: 3.6 % smaller than `.default`, 3.5 times slower.
    public static let smallest = PNGEncodeOptions(compressionLevel: 9)

    /// Level 1 with the default row classification: 14 % larger than `.default`, 2.4 times faster.
    public static let fastest = PNGEncodeOptions(compressionLevel: 1)

    /// What libpng does when not told otherwise: level 6, all five filters on every row, `Z_FILTERED`.
    public static let libpngDefaults = PNGEncodeOptions(compressionLevel: 6, filtering: .uniform(.all), strategy: .filtered)

    /// Throws `invalidEncodeOptions` naming the first value out of range.
    func validate() throws(CodecError) {
        guard (0...9).contains(compressionLevel) else {
            throw CodecError.invalidEncodeOptions("PNG compression level \(compressionLevel) is outside 0 … 9")
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
