#if canImport(Glibc)
    import CMalloc
#endif

/// How this process asks glibc's allocator for memory (Linux only; elsewhere nothing is set).
///
/// A large app's IR is a few million small values made in a few hundred milliseconds. glibc grows
/// its heaps by what each allocation needs, a system call (`brk` for the main thread, `mprotect`
/// for a worker's heap) every few kilobytes, and gives the top of a heap back when it is freed:
/// on corpus/2000x50 `lint` made 4,000 of them. Growing by 64 MiB at a time takes 30, and
/// saves 2% of `lint`'s CPU time (Docs/speed.md). It reserves address space only: a page costs
/// memory when it is first written, as before.
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
            _ = mallopt(M_TOP_PAD, 64 << 20)
        #endif
    }
}
