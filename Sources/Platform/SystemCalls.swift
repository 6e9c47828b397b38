import Foundation

/// The system's `read`, by a name that does not clash with a type's own `read` method:
/// a raw terminal and a watched pipe read through it. Safe in a signal handler.
///
/// ```
/// var buffer = [UInt8](repeating: 0, count: 64)
/// let count = systemRead(STDIN_FILENO, &buffer, buffer.count)   // -1 and EINTR: interrupted
/// ```
public func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// The system's `write`, by a name that does not clash with a type's own `write` method.
/// Safe in a signal handler, where the crash message and the terminal's reset are written.
public func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

extension sigaction {
    /// Makes `handler` the action's handler: Linux and macOS name the field differently.
    ///
    /// ```
    /// var action = sigaction()
    /// action.setHandler { _ in }   // a handler that only interrupts a wait
    /// sigaction(SIGWINCH, &action, nil)
    /// ```
    public mutating func setHandler(_ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Glibc)
            __sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
            __sigaction_u.__sa_handler = handler
        #endif
    }
}
