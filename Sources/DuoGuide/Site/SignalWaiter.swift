#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blocks the calling thread until SIGINT or SIGTERM arrives, so `serve` can stop cleanly.
public enum SignalWaiter {
    public static func waitForTermination() {
        // Block the signals in this thread (and threads started after), then wait for one.
        blockTerminationSignals()
        var set = terminationSignals
        var received: Int32 = 0
        sigwait(&set, &received)
    }

    /// Blocks SIGINT/SIGTERM for the process before other threads start, so only `sigwait` sees them.
    public static func blockTerminationSignals() {
        var set = terminationSignals
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    private static var terminationSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }
}
