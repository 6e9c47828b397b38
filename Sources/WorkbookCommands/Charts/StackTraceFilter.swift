/// A program's error output without the stack trace Swift prints after a fatal error:
/// the "Fatal error: ..." line says what went wrong, the numbered frames of library
/// addresses mean nothing to a student.
///
/// ```
/// withoutStackTrace("""
///     Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
///     Current stack trace:
///     0    libswiftCore.so    0x00007f4d9715f130 swift_reportError + 33
///     The preview stopped while your linePoints(for:in:) was running.
///     """)
/// // "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n
/// //  The preview stopped while your linePoints(for:in:) was running."
/// ```
func withoutStackTrace(_ text: String) -> String {
    var inTrace = false
    let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
        if line.hasPrefix("Current stack trace:") {
            inTrace = true
            return false
        }
        if inTrace, isFrame(line) { return false }
        inTrace = false
        return true
    }
    return kept.joined(separator: "\n")
}

/// "12   libswiftCore.so   0x00007f4d... symbol + 33": a number, a library, an address.
private func isFrame(_ line: Substring) -> Bool {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    return fields.count >= 3 && Int(fields[0]) != nil && fields[2].hasPrefix("0x")
}
