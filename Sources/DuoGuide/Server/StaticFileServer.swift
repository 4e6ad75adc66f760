#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import Synchronization

/// The HTTP/1.1 server behind `duoguide serve`: serves the built site from `root`, read-only, on a
/// local address, with optional live reload for `--watch`.
///
/// Concurrency: one accept thread, and one thread per connection doing blocking I/O with kernel
/// timeouts. On a two-core machine that is still the simplest way to keep a slow or silent client
/// from delaying anyone else (Dispatch's pool would cap blocked workers), and a few hundred idle
/// threads cost little. Connections are capped at `maxConnections`; beyond that clients get 503.
///
/// A server runs once: `start()`, then `stop()`.
public final class StaticFileServer: Sendable {
    public let root: URL
    public let host: String
    public let port: UInt16
    /// Inject `<script src="/__duoguide/livereload.js">` into HTML responses (for `--watch`).
    public let liveReload: Bool
    /// One line per response (`GET /es/ 200 5120`); nil logs nothing.
    public let accessLog: ServerLog?
    /// Shorter in tests, which can't wait ten seconds per case.
    let timeouts: HTTPConnection.Timeouts

    /// Open connections beyond this are refused with 503 rather than given a thread.
    static let maxConnections = 1000
    /// Connection threads do little and recurse not at all; a small stack keeps 1000 of them cheap.
    private static let connectionStackSize = 512 * 1024

    private struct State {
        var listener: ListeningSocket?
        /// Written to by `stop()` to wake the accept thread out of `poll`.
        var wakePipe: (read: Int32, write: Int32)?
        /// Open connections by descriptor, so `stop()` can wake their threads.
        var connections: [Int32: ConnectedSocket] = [:]
        var hasStarted = false
        var isStopped = false
    }

    private let state = Mutex(State())
    private let generation = ReloadGeneration()
    private let acceptLoopFinished = DispatchSemaphore(value: 0)

    public convenience init(root: URL, host: String = "127.0.0.1", port: UInt16, liveReload: Bool = false,
                            accessLog: ServerLog? = nil) {
        self.init(root: root, host: host, port: port, liveReload: liveReload, accessLog: accessLog,
                  timeouts: HTTPConnection.Timeouts())
    }

    init(root: URL, host: String, port: UInt16, liveReload: Bool, accessLog: ServerLog?, timeouts: HTTPConnection.Timeouts) {
        self.root = root
        self.host = host
        self.port = port
        self.liveReload = liveReload
        self.accessLog = accessLog
        self.timeouts = timeouts
    }

    /// Whether `host` keeps the server on this machine: a loopback address, or `localhost`.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Where a browser finds the server once it is started: `http://host:port/`.
    public var address: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(boundPort)/"
    }

    /// The port actually listened on: `port`, or the one the system picked when `port` is 0.
    /// Zero before `start()`.
    public var boundPort: UInt16 {
        state.withLock { $0.listener?.port ?? 0 }
    }

    /// Binds and starts accepting on a background thread; returns once the port is listening.
    /// Throws `ServerError` (port in use, root missing…) instead of failing later.
    public func start() throws {
        let (listener, wakeRead, safePath) = try state.withLock { state throws -> (ListeningSocket, Int32, SafePath) in
            guard !state.hasStarted else { throw ServerError.alreadyStarted }
            guard let safePath = SafePath(root: root) else { throw ServerError.rootNotFound(root.path) }

            // Writing to a closed socket must fail with EPIPE, not kill the whole `duoguide` process.
            // MSG_NOSIGNAL covers our own sends; this also covers anything else in the process.
            signal(SIGPIPE, SIG_IGN)

            let listener = try ListeningSocket(host: host, port: port)
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else {
                close(listener.fd)
                throw ServerError.socket("pipe: \(String(cString: strerror(errno)))")
            }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            state.listener = listener
            state.wakePipe = (fds[0], fds[1])
            state.hasStarted = true
            return (listener, fds[0], safePath)
        }
        let thread = Thread { [self] in
            acceptLoop(listener: listener, wakeFD: wakeRead, safePath: safePath)
            acceptLoopFinished.signal()
        }
        thread.name = "duoguide-serve-accept"
        thread.start()
    }

    /// Stops accepting, wakes every connection and long-poll so their threads finish, and releases
    /// the port before returning. Safe to call more than once.
    public func stop() {
        let wake: (read: Int32, write: Int32)? = state.withLock { state in
            guard state.hasStarted, !state.isStopped else { return nil }
            state.isStopped = true
            for socket in state.connections.values { socket.interrupt() }
            return state.wakePipe
        }
        guard let wake else { return }
        generation.cancelAll()

        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        acceptLoopFinished.wait()

        state.withLock { state in
            if let listener = state.listener { close(listener.fd) }
            close(wake.read)
            close(wake.write)
        }
    }

    /// A rebuild succeeded: every open page reloads (and drops the overlay of a failed one).
    public func notifyReload() {
        generation.bump()
    }

    /// A rebuild failed: every open page shows `problems` over itself, and keeps the last good
    /// build under them, until the next good build reloads it.
    public func showProblems(_ problems: [BuildProblem]) {
        generation.bump(problems: problems)
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    // MARK: Accepting

    private func acceptLoop(listener: ListeningSocket, wakeFD: Int32, safePath: SafePath) {
        var fds = [pollfd(fd: listener.fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
        while true {
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents != 0 else { continue }
            guard let client = listener.acceptClient() else {
                // Out of descriptors: back off instead of spinning on a listener that stays readable.
                if errno == EMFILE || errno == ENFILE { usleep(50_000) }
                continue
            }
            spawnConnection(client, safePath: safePath)
        }
    }

    private func spawnConnection(_ client: ConnectedSocket, safePath: SafePath) {
        let admitted = state.withLock { state in
            guard !state.isStopped, state.connections.count < Self.maxConnections else { return false }
            state.connections[client.fd] = client
            return true
        }
        guard admitted else {
            let busy = HTTPResponse.text(.serviceUnavailable, "Too many connections")
            _ = client.sendAll(busy.serialized(includeBody: true, keepAlive: false), timeout: 1)
            close(client.fd)
            return
        }

        let thread = Thread { [self] in
            let responder = SiteResponder(safePath: safePath, generation: generation, liveReload: liveReload)
            let connection = HTTPConnection(socket: client, responder: responder, log: accessLog, timeouts: timeouts,
                                            isStopping: { self.isStopped })
            let ending = connection.run()
            // Forget the descriptor before closing it: once closed, its number can be reused by
            // the next accept, and `stop()` must never shut down someone else's connection.
            state.withLock { _ = $0.connections.removeValue(forKey: client.fd) }
            switch ending {
            case .immediate: close(client.fd)
            case .lingering: client.lingeringClose()
            }
        }
        thread.stackSize = Self.connectionStackSize
        thread.name = "duoguide-serve-connection"
        thread.start()
    }
}
