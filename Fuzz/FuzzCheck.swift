// Shared by every target (compiled into each): how a harness reports a broken invariant, and the
// input as bytes. No calls into DuoGuide here: those stay in each harness's `Library` adapter.

/// A broken invariant is a finding like a crash: libFuzzer sees the trap, keeps the input as a
/// crash artifact, and the log shows the message.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}

/// libFuzzer's input, copied once into an array so that no harness holds the pointer.
func fuzzInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: count))
}

/// Whether the bytes are well-formed UTF-8, decided without the library: decoding with
/// replacement changes exactly the inputs that are not.
func isWellFormedUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
}
