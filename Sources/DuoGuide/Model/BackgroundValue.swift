import Dispatch

/// A value computed on another thread while the caller goes on with other work; `value` waits for
/// it. The build uses it for inputs that do not depend on the content (the templates, the
/// fingerprint of a fresh output folder), so reading them overlaps parsing instead of adding to it.
final class BackgroundValue<Value>: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    // Written once by the background thread before `finished` is signalled; read only after
    // waiting for it, so the semaphore orders the accesses.
    private var result: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = make()
            self.finished.signal()
        }
    }

    /// The value, once it is made (blocks until then). May be read any number of times.
    var value: Value {
        finished.wait()
        defer { finished.signal() }  // let later reads through
        return result!
    }
}
