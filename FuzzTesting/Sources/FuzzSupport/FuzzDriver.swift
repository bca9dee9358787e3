/// libFuzzer's driver, from its runtime (`-sanitize=fuzzer`).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

/// Hands the command line to libFuzzer's driver, which calls `body` with each input.
///
/// SwiftPM links an executable target's entry point as `<Module>_main`, aliased to `main`; built
/// with `-parse-as-library` a module has none, so each target defines it and calls this.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv, body)
}

/// The input's bytes as an array.
public func fuzzBytes(_ start: UnsafeRawPointer?, _ count: Int) -> [UInt8] {
    start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
}
