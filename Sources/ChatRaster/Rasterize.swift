import ChatGeometry

/// The antialiased coverage of `path` on a `width × height` grid (pixel (x, y) spans `[x, x + 1) × [y, y + 1)`),
/// filled by `rule`. Curves are flattened to within 0.025 px; coverage is exact horizontally and sampled by 64
/// sub-scanlines vertically (see `ScanlineRasterizer`). Every subpath is implicitly closed. Negative sizes
/// count as 0.
package func rasterize(_ path: Path, width: Int, height: Int, rule: FillRule = .nonZero) -> CoverageMask {
    ScanlineRasterizer(path: path).coverage(width: Swift.max(0, width), height: Swift.max(0, height), rule: rule)
}

/// The coverage of the pixels of `window` (in the path's own pixel grid) as `rasterize(_:width:height:rule:)`
/// computes them for a grid containing the window: a mask of the window's size, each pixel exactly what the
/// larger grid would give it. Drawing a tall shape band by band asks for one window per band.
package func rasterize(_ path: Path, window: PixelRect, rule: FillRule = .nonZero) -> CoverageMask {
    ScanlineRasterizer(path: path).coverage(window: window, rule: rule)
}
