/// How many cores the calling thread may run on, where the system restricts it: Linux's CPU
/// affinity, which `taskset`, `numactl` and a container's cpuset set. Elsewhere nil (macOS has
/// no such mask), and nil when the mask cannot be read.
enum CPUAffinity {
    static func allowedCores() -> Int? {
        #if os(Linux)
            // Glibc declares `sched_getaffinity` only under `_GNU_SOURCE`, which Swift's Glibc
            // module is not built with, so the function is looked up by name (nil: the default
            // search, `RTLD_DEFAULT`).
            typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> CInt
            guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
            let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
            // A `cpu_set_t` holds 1,024 cores; on a machine with more the call fails (EINVAL),
            // and every online core is counted instead.
            var set = cpu_set_t()
            let status = withUnsafeMutableBytes(of: &set) { getAffinity(0, $0.count, $0.baseAddress) }
            guard status == 0 else { return nil }
            let count = withUnsafeBytes(of: &set) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
            return count > 0 ? count : nil
        #else
            return nil
        #endif
    }
}
