/// A small parser for `duoguide <command> [options]`: long options with or without a value
/// (`--port 8000`, `--port=8000`), flags, and nothing positional. Every problem is an
/// `ArgumentError` with a message for the usage line; the caller prints it and exits 2.
public struct ArgumentParser {
    public struct Option: Sendable {
        public var name: String
        public var takesValue: Bool
        public var help: String
        public var valueName: String

        public static func flag(_ name: String, _ help: String) -> Option {
            Option(name: name, takesValue: false, help: help, valueName: "")
        }

        public static func value(_ name: String, _ valueName: String, _ help: String) -> Option {
            Option(name: name, takesValue: true, help: help, valueName: valueName)
        }
    }

    public struct ArgumentError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// What was given: flags present and option values (the last one wins).
    public struct Parsed: Equatable, Sendable {
        public var flags: Set<String> = []
        public var values: [String: String] = [:]

        public func has(_ flag: String) -> Bool { flags.contains(flag) }
        public func value(_ name: String) -> String? { values[name] }
    }

    public var options: [Option]

    public init(options: [Option]) { self.options = options }

    public func parse(_ arguments: [String]) throws -> Parsed {
        var parsed = Parsed()
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            guard argument.hasPrefix("--"), argument.count > 2 else {
                throw ArgumentError(message: "unexpected argument '\(argument)'")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw ArgumentError(message: "unknown option '--\(name)'")
            }
            if option.takesValue {
                if let v = inlineValue {
                    parsed.values[name] = v
                } else {
                    guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
                        throw ArgumentError(message: "option '--\(name)' needs a value (\(option.valueName))")
                    }
                    i += 1
                    parsed.values[name] = arguments[i]
                }
            } else {
                guard inlineValue == nil else { throw ArgumentError(message: "option '--\(name)' takes no value") }
                parsed.flags.insert(name)
            }
            i += 1
        }
        return parsed
    }

    /// Options formatted for `--help`, one per line, aligned.
    public func optionsHelp() -> String {
        let left = options.map { $0.takesValue ? "--\($0.name) \($0.valueName)" : "--\($0.name)" }
        let width = (left.map(\.count).max() ?? 0) + 2
        return zip(left, options).map { l, o in
            "  " + l + String(repeating: " ", count: width - l.count) + o.help
        }.joined(separator: "\n")
    }

    /// `--port 8000` as an integer in a range, or an error naming the option.
    public static func integer(_ text: String, option: String, range: ClosedRange<Int>) throws -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw ArgumentError(message: "option '--\(option)' needs a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }
}
