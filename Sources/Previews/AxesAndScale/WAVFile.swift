import Foundation

/// A minimal WAV file: 16-bit PCM, one channel.
///
/// ```
/// let data = WAVFile.data(samples: [0, 0.5, -0.5], sampleRate: 8000)
/// try data.write(to: URL(fileURLWithPath: "day.wav"))
/// ```
enum WAVFile {
    /// The file's bytes: the RIFF header, the format chunk and the samples, each clamped
    /// to -1...1 and scaled to a signed 16-bit number, little-endian.
    static func data(samples: [Float], sampleRate: Int) -> Data {
        var data = Data()
        func append(_ text: String) { data.append(contentsOf: Array(text.utf8)) }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        let byteCount = UInt32(samples.count * 2)
        append("RIFF")
        append32(36 + byteCount)
        append("WAVE")
        append("fmt ")
        append32(16)
        append16(1)
        append16(1)  // PCM, mono
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * 2))
        append16(2)
        append16(16)
        append("data")
        append32(byteCount)
        for sample in samples {
            let clamped = sample.isFinite ? max(-1, min(1, sample)) : 0
            append16(UInt16(bitPattern: Int16((clamped * 32767).rounded())))
        }
        return data
    }
}
