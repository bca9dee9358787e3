import FlowcKit

/// libFuzzer's entry point: the bytes, split into up to four files at NUL bytes, go through the
/// whole pipeline in memory (reader, decoder, linker, rules, every report format, both graph
/// formats, Swift emission and skeletons). A trap, a sanitizer report or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowc(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let result = InMemoryPipeline.run(InMemoryPipeline.files(fromFuzzInput: bytes))
    // Every finding is in range.
    for diagnostic in result.lint.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
    }
    return 0
}

/// libFuzzer's driver, from its runtime (`-sanitize=fuzzer`).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

/// SwiftPM links an executable target's entry point as `FuzzFlowc_main`, aliased to `main`;
/// built with `-parse-as-library` the module has none, so this is it: it hands the command line
/// to libFuzzer's driver.
@_cdecl("FuzzFlowc_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv) { start, count in fuzzFlowc(start, count) }
}
