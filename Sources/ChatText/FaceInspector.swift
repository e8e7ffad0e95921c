import CChatRenderText
import CFreeType

/// Reads family, weight and style of font faces with FreeType, without keeping them open.
struct FaceInspector {
    let library: FreeTypeLibrary

    /// Describes every face of the file at `path` (one for a plain font, all of a collection).
    func describeFaces(inFile path: String) throws -> [FaceDescription] {
        let file = try FontFileBlob(path: path)
        let count = try library.faceCount(in: file)
        return try (0..<count).map { try describe(FontFace(path: path, index: $0), in: file) }
    }

    /// Describes one face.
    func describe(_ face: FontFace) throws -> FaceDescription {
        try describe(face, in: FontFileBlob(path: face.path))
    }

    private func describe(_ face: FontFace, in file: FontFileBlob) throws -> FaceDescription {
        let handle = try library.openFace(in: file, index: face.index)
        defer { FT_Done_Face(handle) }
        let record = handle.pointee
        let family = record.family_name.map { String(cString: $0) } ?? ""
        let style = record.style_name.map { String(cString: $0) } ?? ""
        let italicFlag = FT_Long(1 << 0), boldFlag = FT_Long(1 << 1), colorFlag = FT_Long(1 << 14)
        return FaceDescription(
            face: face,
            family: family,
            style: style,
            weight: instanceWeight(handle, faceIndex: face.index) ?? os2Weight(handle)
                ?? ((record.style_flags & boldFlag) != 0 ? 700 : 400),
            isItalic: (record.style_flags & italicFlag) != 0,
            isColor: (record.face_flags & colorFlag) != 0
        )
    }

    /// OS/2 `usWeightClass`; old fonts that used 1–9 are scaled to 100–900.
    private func os2Weight(_ face: FT_Face) -> Int? {
        guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let table = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        guard table.version != 0xFFFF else { return nil }
        let weight = Int(table.usWeightClass)
        switch weight {
        case 1...9: return weight * 100
        case 1...1000: return weight
        default: return nil
        }
    }

    /// The `wght` axis value of a variable font's named instance (face index bits 16 and up).
    private func instanceWeight(_ face: FT_Face, faceIndex: Int) -> Int? {
        guard faceIndex >> 16 > 0 else { return nil }
        let weight = crs_ft_instance_weight(UnsafeMutableRawPointer(face), UnsafeMutableRawPointer(library.handle))
        return weight > 0 ? Int(weight) : nil
    }
}
