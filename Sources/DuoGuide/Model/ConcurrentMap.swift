import Dispatch

extension Array {
    /// `map`, with the elements transformed concurrently (on all cores); results in order.
    func concurrentMap<T>(_ transform: (Element) -> T) -> [T] {
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes its own slot only.
            DispatchQueue.concurrentPerform(iterations: count) { i in slots[i] = transform(self[i]) }
        }
        return results.map { $0! }
    }
}
