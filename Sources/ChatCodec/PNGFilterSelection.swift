/// How the PNG encoder picks each row's filter.
package enum PNGFilterSelection: Sendable, Hashable {
    /// The same filter set on every row (libpng tries each filter in it and keeps the best per row).
    case uniform(PNGRowFilters)
    /// Rows are classified first. A row is flat when at most a quarter of its pixels differ from
    /// their left neighbour (solid fills, antialiased text on a plain background) and gets the
    /// `flat` set; other rows (crossing a photo or gradient) get the `detailed` set. A row equal to the row above
    /// gets Up (all zeros), which the compressor writes as a compact run.
    case byRowDetail(flat: PNGRowFilters, detailed: PNGRowFilters)
}
