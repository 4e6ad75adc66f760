#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// The HTTP/1.1 server behind `duoguide serve`: serves the built site from `root`, read-only, on a
/// local address, with optional live reload for `--watch`.
///
/// Concurrency: one accept thread, and one thread per connection doing blocking I/O with kernel
/// timeouts. On a two-core machine that is still the simplest way to keep a slow or silent client
/// from delaying anyone else (Dispatch's pool would cap blocked workers), and a few hundred idle
/// threads cost little. Connections are capped at `maxConnections`; beyond that clients get 503.
///
/// A server runs once: `start()`, then `stop()`. Set `liveReload` and `accessLog` before `start()`.
public final class StaticFileServer: @unchecked Sendable {
    public let root: URL
    public let host: String
    public let port: UInt16

    /// Open connections beyond this are refused with 503 rather than given a thread.
    static let maxConnections = 1000
    /// Connection threads do little and recurse not at all; a small stack keeps 1000 of them cheap.
    private static let connectionStackSize = 512 * 1024

    private let lock = NSLock()
    private let generation = ReloadGeneration()
    private var timeouts = HTTPConnection.Timeouts()
    private var isLiveReloadEnabled = false
    private var log: ServerLog?
    private var listener: ListeningSocket?
    /// Written to by `stop()` to wake the accept thread out of `poll`.
    private var wakePipe: (read: Int32, write: Int32)?
    private let acceptLoopFinished = DispatchSemaphore(value: 0)
    /// Open connections by descriptor, so `stop()` can wake their threads.
    private var connections: [Int32: ConnectedSocket] = [:]
    private var hasStarted = false
    private var isStopped = false

    public init(root: URL, host: String = "127.0.0.1", port: UInt16) {
        self.root = root
        self.host = host
        self.port = port
    }

    /// Inject `<script src="/__duoguide/livereload.js">` into HTML responses (for `--watch`).
    public var liveReload: Bool {
        get { locked { isLiveReloadEnabled } }
        set { locked { isLiveReloadEnabled = newValue } }
    }

    /// One line per response (`GET /es/ 200 5120`); nil, the default, logs nothing.
    public var accessLog: ServerLog? {
        get { locked { log } }
        set { locked { log = newValue } }
    }

    /// The port actually listened on: `port`, or the one the system picked when `port` is 0.
    /// Zero before `start()`.
    public var boundPort: UInt16 {
        locked { listener?.port ?? 0 }
    }

    /// Shortens the timeouts; for tests, which can't wait ten seconds per case.
    func setTimeouts(_ timeouts: HTTPConnection.Timeouts) {
        locked { self.timeouts = timeouts }
    }

    /// Binds and starts accepting on a background thread; returns once the port is listening.
    /// Throws `ServerError` (port in use, root missing…) instead of failing later.
    public func start() throws {
        try locked {
            guard !hasStarted else { throw ServerError.alreadyStarted }
            guard let safePath = SafePath(root: root) else { throw ServerError.rootNotFound(root.path) }

            // Writing to a closed socket must fail with EPIPE, not kill the whole `duoguide` process.
            // MSG_NOSIGNAL covers our own sends; this also covers anything else in the process.
            signal(SIGPIPE, SIG_IGN)

            let listener = try ListeningSocket.listen(host: host, port: port)
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else {
                _ = closeDescriptor(listener.fd)
                throw ServerError.socket("pipe: \(String(cString: strerror(errno)))")
            }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)

            self.listener = listener
            let wakeRead = fds[0]
            wakePipe = (fds[0], fds[1])
            hasStarted = true

            let thread = Thread { [self] in
                acceptLoop(listener: listener, wakeFD: wakeRead, safePath: safePath)
                acceptLoopFinished.signal()
            }
            thread.name = "duoguide-serve-accept"
            thread.start()
        }
    }

    /// Stops accepting, wakes every connection and long-poll so their threads finish, and releases
    /// the port before returning. Safe to call more than once.
    public func stop() {
        let wake: (read: Int32, write: Int32)? = locked {
            guard hasStarted, !isStopped else { return nil }
            isStopped = true
            for socket in connections.values { socket.interrupt() }
            return wakePipe
        }
        guard let wake else { return }
        generation.cancelAll()

        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        acceptLoopFinished.wait()

        locked {
            if let listener { _ = closeDescriptor(listener.fd) }
            _ = closeDescriptor(wake.read)
            _ = closeDescriptor(wake.write)
        }
    }

    /// A rebuild finished: wake every live-reload long-poll so the pages reload.
    public func notifyReload() {
        generation.bump()
    }

    var openConnectionCount: Int { locked { connections.count } }

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
            guard let client = listener.accept() else {
                // Out of descriptors: back off instead of spinning on a listener that stays readable.
                if errno == EMFILE || errno == ENFILE { usleep(50_000) }
                continue
            }
            spawnConnection(client, safePath: safePath)
        }
    }

    private func spawnConnection(_ client: ConnectedSocket, safePath: SafePath) {
        let settings: (SiteResponder, ServerLog?, HTTPConnection.Timeouts)? = locked {
            guard !isStopped, connections.count < Self.maxConnections else { return nil }
            connections[client.fd] = client
            let responder = SiteResponder(safePath: safePath, generation: generation, liveReload: isLiveReloadEnabled)
            return (responder, log, timeouts)
        }
        guard let (responder, log, timeouts) = settings else {
            let busy = HTTPResponse.text(.serviceUnavailable, "Too many connections")
            _ = client.sendAll(busy.serialized(includeBody: true, keepAlive: false), timeout: 1)
            client.close()
            return
        }

        let connection = HTTPConnection(socket: client, responder: responder, log: log, timeouts: timeouts,
                                        isStopping: { [weak self] in self?.locked { self?.isStopped ?? true } ?? true })
        let thread = Thread { [self] in
            let ending = connection.run()
            // Forget the descriptor before closing it: once closed, its number can be reused by
            // the next accept, and `stop()` must never shut down someone else's connection.
            locked { _ = connections.removeValue(forKey: client.fd) }
            switch ending {
            case .immediate: client.close()
            case .lingering: client.lingeringClose()
            }
        }
        thread.stackSize = Self.connectionStackSize
        thread.name = "duoguide-serve-connection"
        thread.start()
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
