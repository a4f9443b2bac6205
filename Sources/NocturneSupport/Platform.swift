// The C library of the platform, imported once for the whole package: Glibc on most Linux
// distributions, Musl on Alpine and static Linux builds, Darwin on Apple platforms.
// A module that needs POSIX calls (`open`, `isatty`, `rename`, `getenv`) imports NocturneSupport.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
