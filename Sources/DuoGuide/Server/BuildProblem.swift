/// One diagnostic of a failed rebuild, as the live-reload overlay shows it over the page: its
/// severity and its text as the terminal prints it (location, message, quoted line, notes).
public struct BuildProblem: Sendable, Equatable, Codable {
    public var severity: String
    public var text: String
}
