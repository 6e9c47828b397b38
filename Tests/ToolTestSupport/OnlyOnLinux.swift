import Testing

extension Trait where Self == ConditionTrait {
    /// A test that can hold only on Linux, with the reason: elsewhere it is skipped, and
    /// the skip says why, so that a Mac's run names what it did not check.
    ///
    /// ```
    /// @Test("reads the sandbox's own /etc/passwd", .onlyOnLinux("sandbox-exec makes no root of its own"))
    /// ```
    public static func onlyOnLinux(_ reason: Comment) -> Self {
        #if os(Linux)
            .enabled(if: true, reason)
        #else
            .enabled(if: false, reason)
        #endif
    }
}
