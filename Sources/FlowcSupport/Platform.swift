// The C library, under its name on each platform: every module that calls POSIX imports this
// module instead of repeating the choice.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
