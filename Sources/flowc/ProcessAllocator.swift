#if os(Linux) && canImport(CMimalloc)
    import CMimalloc
#endif

/// Which allocator this process uses: mimalloc on Linux, the system's elsewhere.
///
/// Reading a large app makes millions of small blocks in a short time, most of them libyaml's
/// (a few strings for every scalar it scans) and the rest the IR's. Linked into the executable,
/// mimalloc takes the place of glibc's `malloc` for the whole process, libyaml and the Swift
/// runtime included: its thread-local free lists make a block in about half the instructions of
/// glibc's arenas, without a lock (Docs/speed.md). Only the executable links it: the library,
/// and the fuzz targets built with AddressSanitizer's own allocator, do not.
enum ProcessAllocator {
    static func configure() {
        #if os(Linux) && canImport(CMimalloc)
            // A call into the library, so that no linker drops it as unused: its `malloc` is
            // what this process must find first.
            _ = mi_version()
        #endif
    }
}
