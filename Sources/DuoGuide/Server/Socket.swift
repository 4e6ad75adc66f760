#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

// Thin wrappers over POSIX sockets. Nothing here knows HTTP; it only moves bytes with deadlines.

#if canImport(Glibc)
private let streamType = Int32(SOCK_STREAM.rawValue)
private let closeOnExec = Int32(SOCK_CLOEXEC.rawValue)
/// Linux: a peer that went away makes `send` fail with EPIPE instead of killing the process.
private let sendFlags = Int32(MSG_NOSIGNAL)
#else
private let streamType = SOCK_STREAM
private let closeOnExec: Int32 = 0
private let sendFlags: Int32 = 0
#endif

/// Monotonic seconds, for deadlines that must not jump with the wall clock.
func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
}

private func posixErrorMessage(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// A bound, listening TCP socket.
struct ListeningSocket {
    let fd: Int32
    let port: UInt16

    /// Binds `host:port` (port 0 picks a free one) and listens. `host` is a numeric address or a
    /// name like `localhost`; the first address it resolves to is used.
    init(host: String, port: UInt16) throws {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
            throw ServerError.invalidHost(host)
        }
        defer { freeaddrinfo(found) }

        let fd = socket(address.pointee.ai_family, streamType | closeOnExec, 0)
        guard fd >= 0 else { throw ServerError.socket(posixErrorMessage()) }

        // Lets a restarted server rebind while old connections sit in TIME_WAIT. On Linux this does
        // not let two servers listen on one port, so "port in use" is still detected.
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))

        guard bind(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
            let code = errno
            close(fd)
            switch code {
            case EADDRINUSE: throw ServerError.portInUse(port)
            case EACCES: throw ServerError.permissionDenied(port)
            case EADDRNOTAVAIL: throw ServerError.invalidHost(host)
            default: throw ServerError.socket("bind \(host):\(port): \(posixErrorMessage(code))")
            }
        }
        guard listen(fd, SOMAXCONN) == 0 else {
            let message = posixErrorMessage()
            close(fd)
            throw ServerError.socket("listen: \(message)")
        }
        self.fd = fd
        self.port = Self.boundPort(of: fd) ?? port
    }

    /// Accepts one connection; nil on a transient failure (the caller just polls again).
    func acceptClient() -> ConnectedSocket? {
        let client = accept(fd, nil, nil)
        guard client >= 0 else { return nil }
        // Glibc's module doesn't export accept4, so close-on-exec is set separately.
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return ConnectedSocket(fd: client)
    }

    /// Read as an IPv6 address whatever the family: `sockaddr_in6` has room for either, and both
    /// put the port right after the family, at the same offset (`sin6_port`, `sin_port`).
    private static func boundPort(of fd: Int32) -> UInt16? {
        var address = sockaddr_in6()
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
        }
        return ok ? UInt16(bigEndian: address.sin6_port) : nil
    }
}

/// One accepted connection. Blocking I/O with kernel timeouts: each connection has its own thread,
/// so blocking is cheap and a slow peer only ever holds up itself.
struct ConnectedSocket {
    let fd: Int32

    enum ReceiveResult {
        case data([UInt8])
        case closed
        case timedOut
    }

    init(fd: Int32) {
        self.fd = fd
        var yes: Int32 = 1
        // Small responses (304s, pipelined replies) go out at once instead of waiting on Nagle.
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Receives whatever is available, waiting at most until `deadline` (monotonic seconds).
    /// SO_RCVTIMEO is set to the time remaining before every call, so the deadline holds for the
    /// whole head even against a peer that trickles one byte at a time.
    func receive(maxBytes: Int = 16 * 1024, deadline: Double) -> ReceiveResult {
        while true {
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return .timedOut }
            setTimeout(SO_RCVTIMEO, seconds: remaining)

            var chunk = [UInt8](repeating: 0, count: maxBytes)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .data(Array(chunk[0..<count])) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .timedOut
            default: return .closed
            }
        }
    }

    /// Sends every byte, or returns false when the peer is gone or stops reading for `timeout`.
    func sendAll(_ bytes: [UInt8], timeout: Double) -> Bool {
        setTimeout(SO_SNDTIMEO, seconds: timeout)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, sendFlags) }
            if count > 0 {
                sent += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Closes gracefully after an error response. Closing with unread request bytes would make the
    /// kernel send a reset, which can destroy our response before the client reads it; so we stop
    /// sending, then read and discard for a moment before closing (the "lingering close").
    func lingeringClose() {
        shutdown(fd, Int32(SHUT_WR))
        let deadline = monotonicSeconds() + 1
        var drained = 0
        while drained < 256 * 1024, case .data(let bytes) = receive(deadline: deadline) {
            drained += bytes.count
        }
        close(fd)
    }

    /// Wakes a thread blocked in `receive` on this socket (server shutdown); the owner still closes.
    func interrupt() {
        shutdown(fd, Int32(SHUT_RDWR))
    }

    private func setTimeout(_ option: Int32, seconds: Double) {
        let clamped = max(seconds, 0.001)
        var value = timeval()
        value.tv_sec = .init(clamped)
        value.tv_usec = .init((clamped - clamped.rounded(.down)) * 1_000_000)
        setsockopt(fd, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
    }
}
