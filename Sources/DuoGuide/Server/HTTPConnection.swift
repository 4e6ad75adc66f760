/// Serves one TCP connection on its own thread: reads request heads, answers them strictly in
/// order (which is all HTTP/1.1 pipelining asks for), and keeps the connection open between
/// requests until the client, a timeout or an error ends it.
final class HTTPConnection {
    struct Timeouts {
        /// From the first byte of a request head to its last. Bounds slow-loris style trickling.
        var head: Double = 10
        /// How long an open keep-alive connection may sit silent between requests.
        var idle: Double = 5
        /// How long a client may refuse to read our response before we give up on it.
        var send: Double = 30
    }

    /// How the connection should be closed once `run` returns; the server closes it, after
    /// forgetting the descriptor, so a reused descriptor number is never shut down by mistake.
    /// Reading a request throws it when the connection ends instead.
    enum Ending: Error {
        /// Nothing left to say (peer gone, idle timeout, send failure): close at once.
        case immediate
        /// We answered and the client may still be sending: close gracefully.
        case lingering
    }

    private let socket: ConnectedSocket
    private let responder: SiteResponder
    private let log: ServerLog?
    private let timeouts: Timeouts
    private let isStopping: () -> Bool
    /// Bytes received but not yet consumed: a partial head, or pipelined requests after the current one.
    private var buffer: [UInt8] = []

    init(socket: ConnectedSocket, responder: SiteResponder, log: ServerLog?, timeouts: Timeouts,
         isStopping: @escaping () -> Bool) {
        self.socket = socket
        self.responder = responder
        self.log = log
        self.timeouts = timeouts
        self.isStopping = isStopping
    }

    func run() -> Ending {
        var isFirstRequest = true
        do {
            while true {
                let request = try nextRequest(isFirst: isFirstRequest)
                isFirstRequest = false

                let response = responder.respond(to: request)
                let keepAlive = request.wantsKeepAlive && !isStopping()
                let includeBody = request.method == .get
                let bytes = response.serialized(includeBody: includeBody, keepAlive: keepAlive, version: request.version)
                // Logged before sending, so the log's order is the order clients saw their answers.
                log?.record(method: request.method.rawValue, target: request.target, status: response.status.code,
                            bytes: includeBody && response.status.allowsBody ? response.body.count : 0)
                let sent = socket.sendAll(bytes, timeout: timeouts.send)
                guard sent else { return .immediate }
                guard keepAlive else { return .lingering }
            }
        } catch {
            return error
        }
    }

    /// Reads until the buffer holds a complete head, answering and ending the connection when the
    /// bytes can never become a valid request or the client is too slow.
    private func nextRequest(isFirst: Bool) throws(Ending) -> HTTPRequest {
        // A pipelined request may already be buffered; otherwise wait for the client to speak.
        var headStarted = !buffer.isEmpty
        var deadline = monotonicSeconds() + (headStarted || isFirst ? timeouts.head : timeouts.idle)
        var shouldParse = headStarted

        while true {
            if shouldParse {
                switch HTTPRequestParser.parse(buffer) {
                case .request(let request, let headLength):
                    buffer.removeFirst(headLength)
                    guard discardBody(length: request.bodyLength) else { throw .immediate }
                    return request
                case .failure(let status):
                    throw fail(status)
                case .incomplete:
                    break
                }
            }

            switch socket.receive(deadline: deadline) {
            case .data(let bytes):
                if !headStarted {
                    // The head clock starts with its first byte, not when the connection went idle.
                    headStarted = true
                    deadline = monotonicSeconds() + timeouts.head
                }
                buffer += bytes
                // Only a new line end (or hitting the size limit) can change the parser's verdict.
                shouldParse = bytes.contains(0x0A) || buffer.count >= HTTPRequestParser.maxHeadBytes
            case .timedOut:
                // Silence between requests is a normal end; silence inside a head gets a 408.
                throw headStarted ? fail(.requestTimeout) : .immediate
            case .closed:
                throw .immediate
            }
        }
    }

    /// Reads and drops a request body so the next pipelined request starts where it should.
    private func discardBody(length: Int) -> Bool {
        var remaining = length
        let buffered = min(remaining, buffer.count)
        buffer.removeFirst(buffered)
        remaining -= buffered
        let deadline = monotonicSeconds() + timeouts.head
        while remaining > 0 {
            guard case .data(let bytes) = socket.receive(maxBytes: min(remaining, 16 * 1024), deadline: deadline) else {
                return false
            }
            remaining -= bytes.count
        }
        return true
    }

    /// Answers a request we refuse, then ends the connection: after a framing error we can no
    /// longer tell where the next request would start.
    private func fail(_ status: HTTPStatus) -> Ending {
        let response = responder.respond(toFailure: status)
        log?.record(method: "-", target: "-", status: status.code, bytes: response.body.count)
        let sent = socket.sendAll(response.serialized(includeBody: true, keepAlive: false), timeout: timeouts.send)
        return sent ? .lingering : .immediate
    }
}
