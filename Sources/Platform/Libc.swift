// The C library (Glibc on Linux, Darwin on macOS), for every module of the tool that calls
// it: the one conditional import, so that a file that needs `open` or `waitpid` imports
// Platform and names no platform.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
