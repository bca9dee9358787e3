#if canImport(Glibc)
    import CMalloc
#endif

/// How this process asks glibc's allocator for memory (Linux only; elsewhere nothing is set).
///
/// A large app's IR is a great many small values made in a short time. glibc grows its heaps by
/// what each allocation needs, a system call (`brk` for the main thread, `mprotect` for a
/// worker's heap) every few kilobytes, and gives the top of a heap back when it is freed; growing
/// by a large step at a time makes those calls rare. It reserves address space only: a page costs
/// memory when it is first written, as before.
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
            _ = mallopt(M_TOP_PAD, 64 << 20)
        #endif
    }
}
