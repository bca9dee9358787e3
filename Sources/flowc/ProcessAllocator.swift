#if os(Linux) && canImport(CMimalloc)
    import CMimalloc
    import Glibc
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
    /// Sets mimalloc up, then runs `command` on a thread whose memory comes in huge pages where
    /// the system offers them.
    ///
    /// The IR of a large app fills some 120 MB that every rule walks. In 2 MB pages (Linux's
    /// transparent huge pages, which Debian's default `madvise` gives on request) it takes
    /// a thirtieth of the page faults and far fewer TLB misses than in 4 KB pages: about 5% of
    /// `lint`'s CPU on the bench corpus (Docs/speed.md). mimalloc reads its options before
    /// `main`, by when the runtime's libraries have given the main thread its first 32 MB
    /// segment in small pages; a thread started after the options are set takes every segment
    /// in huge ones (the first too, which mimalloc would otherwise commit as it fills), so the
    /// command runs on one, and the workers it starts are such threads too. Where the system
    /// refuses huge pages, mimalloc takes small ones. `MIMALLOC_LARGE_OS_PAGES`, when set,
    /// decides instead, on the main thread.
    static func run(_ command: @escaping @Sendable () -> Never) -> Never {
        #if os(Linux) && canImport(CMimalloc)
            guard getenv("MIMALLOC_LARGE_OS_PAGES") == nil else { command() }
            mi_option_set(mi_option_large_os_pages, 1)
            mi_option_set(mi_option_eager_commit_delay, 0)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            // The main thread's usual stack.
            pthread_attr_setstacksize(&attributes, 8 << 20)
            let context = Unmanaged.passRetained(Command(command)).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(
                &thread, &attributes,
                { context in Unmanaged<Command>.fromOpaque(context!).takeRetainedValue().body() }, context)
            guard started == 0 else {
                Unmanaged<Command>.fromOpaque(context).release()
                command()
            }
            pthread_join(thread, nil)
            // The command ends the process; it never returns.
            fatalError("the command's thread returned")
        #else
            command()
        #endif
    }

    private final class Command: Sendable {
        let body: @Sendable () -> Never
        init(_ body: @escaping @Sendable () -> Never) { self.body = body }
    }
}
