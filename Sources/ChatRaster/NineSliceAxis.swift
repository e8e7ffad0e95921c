/// How one axis of a nine-slice maps target pixels onto source pixels: leading cap, centre, trailing cap.
enum NineSliceAxis {
    /// The segments for an axis of `sourceCount` pixels with valid caps `leading` + `trailing` ≤ `sourceCount`,
    /// stretched to `targetCount` > 0 pixels.
    ///
    /// - Caps keep their size (an exact copy) when the target is at least `leading + trailing`.
    /// - Otherwise the caps shrink in proportion (`leading' = round(leading × target / (leading + trailing))`,
    ///   `trailing' = target − leading'`) and there is no centre.
    /// - The centre takes the remaining target pixels from the source centre; a zero-width source centre uses
    ///   the single pixel where the caps meet (index `leading`, or the last pixel when `leading` is the whole
    ///   axis) — for insets at the image centre, as JSQMessagesViewController and MessageKit use, that is the
    ///   middle pixel.
    /// Each segment is clamped to its own source slice, so neighbouring slices never bleed into each other.
    static func segments(sourceCount: Int, leading: Int, trailing: Int, targetCount: Int) -> [ResampleSegment] {
        func segment(_ count: Int, _ slice: Range<Int>) -> ResampleSegment {
            ResampleSegment(outputCount: count, sourceStart: Double(slice.lowerBound),
                            sourceLength: Double(slice.count), clamp: slice)
        }
        let leadingSlice = 0..<leading
        let trailingSlice = (sourceCount - trailing)..<sourceCount
        var result: [ResampleSegment] = []
        let caps = leading + trailing
        if targetCount >= caps {
            if leading > 0 { result.append(segment(leading, leadingSlice)) }
            let centreTarget = targetCount - caps
            if centreTarget > 0 {
                let centreSlice: Range<Int>
                if sourceCount - caps > 0 {
                    centreSlice = leading..<(sourceCount - trailing)
                } else {
                    let seam = Swift.min(leading, sourceCount - 1)
                    centreSlice = seam..<(seam + 1)
                }
                result.append(segment(centreTarget, centreSlice))
            }
            if trailing > 0 { result.append(segment(trailing, trailingSlice)) }
        } else {
            let leadingTarget = (leading * targetCount + caps / 2) / caps
            let trailingTarget = targetCount - leadingTarget
            if leadingTarget > 0 { result.append(segment(leadingTarget, leadingSlice)) }
            if trailingTarget > 0 { result.append(segment(trailingTarget, trailingSlice)) }
        }
        return result
    }
}
