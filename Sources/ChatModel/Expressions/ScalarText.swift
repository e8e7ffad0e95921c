/// Text of a run of scalars, as the small parsers of theme values (path data, expressions) cut them out: ASCII runs
/// (numbers, names) straight from their bytes, others through a scalar view.
enum ScalarText {
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var ascii = true
        for scalar in scalars where !scalar.isASCII { ascii = false; break }
        guard ascii else { return String(String.UnicodeScalarView(scalars)) }
        return String(unsafeUninitializedCapacity: scalars.count, initializingUTF8With: { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
            var index = 0
            for scalar in scalars {
                buffer[index] = UInt8(truncatingIfNeeded: scalar.value)
                index += 1
            }
            return index
        })
    }

    /// An ASCII digit.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// An ASCII letter.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }
}
