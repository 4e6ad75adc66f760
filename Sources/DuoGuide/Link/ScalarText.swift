/// The link stage scans text as Unicode scalars: Load has put it in NFC, where nearly every
/// Character is one scalar, and a scalar is compared and classified without finding grapheme
/// boundaries. Offsets the scanners report count scalars.
extension Unicode.Scalar {
    /// What `Character.isLetter` and its siblings say of the Character made of this scalar alone
    /// (for a letter or a number, the property that `Character` reads of its first scalar).
    /// Latin-1's letters (`À`…`ÿ` but `×`, `÷`; uppercase to `Þ`), most accented letters here, skip Unicode's tables.
    var isLetter: Bool { isASCII ? ("A"..."Z").contains(self) || ("a"..."z").contains(self) : isLatin1Letter || properties.isAlphabetic }
    var isNumber: Bool { isASCII ? ("0"..."9").contains(self) : !isLatin1Letter && properties.numericType != nil }
    var isUppercase: Bool { isASCII ? ("A"..."Z").contains(self) : isLatin1Letter ? value < 0xDF : Character(self).isUppercase }
    var isLowercase: Bool { isASCII ? ("a"..."z").contains(self) : isLatin1Letter ? value >= 0xDF : Character(self).isLowercase }
    private var isLatin1Letter: Bool { value >= 0xC0 && value <= 0xFF && value != 0xD7 && value != 0xF7 }
}

extension StringProtocol {
    /// The text's scalars, read in one pass of the view's iterator (`Array(unicodeScalars)` walks
    /// the view by index twice, counting it first).
    var scalarArray: [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(utf8.count)
        for scalar in unicodeScalars { scalars.append(scalar) }
        return scalars
    }
}

extension ArraySlice<UInt8> {
    /// Calls `body` with each scalar of these UTF-8 bytes and the index of its first byte: an
    /// ASCII byte is its own scalar, and only the others are decoded.
    func forEachScalar(_ body: (_ scalar: Unicode.Scalar, _ at: Int) -> Void) {
        var i = startIndex
        while i < endIndex {
            guard self[i] >= 0x80 else { body(Unicode.Scalar(self[i]), i); i += 1; continue }
            var decoder = UTF8(), bytes = self[i...].makeIterator()
            guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return }
            body(scalar, i)
            i += UTF8.width(scalar)
        }
    }
}
