/// Why the server could not start. Each case reads as a sentence the command line can print as is.
public enum ServerError: Error, Equatable, CustomStringConvertible {
    case portInUse(UInt16)
    case permissionDenied(UInt16)
    case invalidHost(String)
    case rootNotFound(String)
    case alreadyStarted
    case socket(String)

    public var description: String {
        switch self {
        case .portInUse(let port):
            return "port \(port) is already in use; stop the other server or choose another port with --port"
        case .permissionDenied(let port):
            return "not allowed to listen on port \(port); ports below 1024 usually need root, try 8000"
        case .invalidHost(let host):
            return "cannot listen on '\(host)': unknown host, or not an address of this machine"
        case .rootNotFound(let path):
            return "cannot serve '\(path)': it is not a directory (build the site first?)"
        case .alreadyStarted:
            return "the server is already running"
        case .socket(let message):
            return "cannot start the server: \(message)"
        }
    }
}
