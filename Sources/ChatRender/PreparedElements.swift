import ChatRaster

/// Pixmaps made for one display-list element (a photo resampled and masked, a location's map) and kept while
/// the band sweep is inside the element, so an element spanning several bands is prepared once. The sweep drops
/// each entry when the element is finished, so at most the elements crossing the current band are held.
final class PreparedElements: @unchecked Sendable {
    private var pixmaps: [Int: Pixmap] = [:]

    /// The pixmap kept for element `index`, made by `make` the first time.
    func pixmap(for index: Int, make: () throws(RenderError) -> Pixmap) throws(RenderError) -> Pixmap {
        if let known = pixmaps[index] { return known }
        let made = try make()
        pixmaps[index] = made
        return made
    }

    /// Forgets what was kept for element `index`.
    func drop(_ index: Int) {
        pixmaps[index] = nil
    }

    /// The number of elements with something kept (for tests of the sweep).
    var count: Int { pixmaps.count }
}
