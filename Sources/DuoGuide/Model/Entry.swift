/// A bullet entry: «• Title (iOS 27.1). Description. Cuándo usarlo: … Cuándo no usarlo: …».
public struct Entry: Hashable, Sendable {
    public var line: Int
    /// Text up to the first '. ' outside parentheses, without the availability suffix.
    public var title: String
    /// «iOS 27.1» from a trailing « (iOS 27.1)» on the title, if any.
    public var availability: String?
    public var description: String
    public var whenToUse: String?
    public var whenNotToUse: String?
    /// API names this entry defines (code-like tokens of its title); filled by the linker.
    public var symbols: [String] = []
    /// Stable fragment id (same across languages: derived from position in the chapter).
    public var anchor: String
}
