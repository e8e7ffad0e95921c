import CFreeType

/// Owns one `FT_Library`. Faces opened through it keep it alive (they hold a reference to this object),
/// so the library is released after the last face.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw TextError.freeType(operation: "initialise the library", path: "(FreeType)", code: error)
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    /// Opens face `index` of `file`. The caller owns the returned face and must release it with
    /// `FT_Done_Face` before `file` goes away (FreeType reads the blob's bytes in place).
    func openFace(in file: FontFileBlob, index: Int) throws -> FT_Face {
        guard index >= 0, index <= Int(Int32.max) else {
            throw TextError.faceIndexOutOfRange(path: file.path, index: index, faceCount: try faceCount(in: file))
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(handle, file.bytes, FT_Long(file.count), FT_Long(index), &face)
        if error == 0, let face { return face }
        throw diagnose(error: error, file: file, index: index)
    }

    /// The number of faces in `file` (1 for a plain font, more for a collection).
    func faceCount(in file: FontFileBlob) throws -> Int {
        var face: FT_Face?
        let error = FT_New_Memory_Face(handle, file.bytes, FT_Long(file.count), -1, &face)
        guard error == 0, let face else { throw diagnose(error: error, file: file, index: 0) }
        defer { FT_Done_Face(face) }
        return Int(face.pointee.num_faces)
    }

    /// Turns a failed open into the most useful error: a bad face index, FreeType running out of memory,
    /// or else "not a font" with FreeType's reason (unknown format, truncated file, broken tables).
    private func diagnose(error: FT_Error, file: FontFileBlob, index: Int) -> TextError {
        var probe: FT_Face?
        if index != 0, FT_New_Memory_Face(handle, file.bytes, FT_Long(file.count), -1, &probe) == 0, let probe {
            let count = Int(probe.pointee.num_faces)
            FT_Done_Face(probe)
            if (index & 0xFFFF) >= count {
                return .faceIndexOutOfRange(path: file.path, index: index, faceCount: count)
            }
        }
        let outOfMemory: FT_Error = 0x40
        if error == outOfMemory {
            return .freeType(operation: "open face #\(index)", path: file.path, code: error)
        }
        return .notAFont(path: file.path, reason: FreeTypeErrorText.message(for: error))
    }
}
