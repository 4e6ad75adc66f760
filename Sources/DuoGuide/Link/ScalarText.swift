/// The link stage scans text as Unicode scalars: Load has put it in NFC, where nearly every
/// Character is one scalar, and a scalar is compared and classified without finding grapheme
/// boundaries. Offsets the scanners report count scalars.
extension Unicode.Scalar {
    /// What `Character.isLetter` and its siblings say of the Character made of this scalar alone
    /// (for a letter or a number, the property that `Character` reads of its first scalar).
    var isLetter: Bool { isASCII ? ("A"..."Z").contains(self) || ("a"..."z").contains(self) : properties.isAlphabetic }
    var isNumber: Bool { isASCII ? ("0"..."9").contains(self) : properties.numericType != nil }
    var isUppercase: Bool { isASCII ? ("A"..."Z").contains(self) : Character(self).isUppercase }
    var isLowercase: Bool { isASCII ? ("a"..."z").contains(self) : Character(self).isLowercase }
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

extension String {
    init(scalars: some Collection<Unicode.Scalar>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
