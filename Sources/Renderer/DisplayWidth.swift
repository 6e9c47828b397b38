/// How many terminal columns text takes, so that labels, legends and boxes line up.
///
/// `count` counts characters, but a terminal gives East Asian wide characters and
/// emoji two columns, and combining marks none:
///
/// ```
/// "°C".terminalColumnCount          // 2
/// "温度".terminalColumnCount         // 4
/// "🌧 rain".terminalColumnCount      // 7
/// "e\u{301}".terminalColumnCount    // 1 (é written as e and a combining accent)
/// ```
///
/// The widths follow `wcwidth` and the Unicode East Asian Width and emoji properties,
/// in a compact table. Terminals disagree at the edges (emoji that default to text
/// presentation, ambiguous-width symbols); those count as they do in most modern
/// terminals. Complexity: O(*n*) in the number of Unicode scalars.
extension Character {
    /// The number of terminal columns the character takes: 0, 1 or 2.
    ///
    /// ```
    /// Character("A").terminalColumnCount     // 1
    /// Character("温").terminalColumnCount    // 2
    /// Character("👍🏽").terminalColumnCount   // 2
    /// Character("\n").terminalColumnCount   // 0
    /// ```
    ///
    /// A `Character` is a grapheme cluster: its first scalar decides, except that an
    /// emoji presentation selector (U+FE0F) or an emoji anywhere in it makes it 2.
    public var terminalColumnCount: Int {
        // Most labels are ASCII; skip the property lookups for them.
        if let ascii = asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if DisplayWidth.isZeroWidth(first) { return 0 }
        if scalars.contains(where: DisplayWidth.isWideEmoji) { return 2 }
        return DisplayWidth.isEastAsianWide(first) ? 2 : 1
    }
}

extension StringProtocol {
    /// The number of terminal columns the text takes: the sum over its characters.
    ///
    /// ```
    /// "Mean 温度 °C".terminalColumnCount   // 12
    /// ```
    ///
    /// Complexity: O(*n*) in the length of the text.
    public var terminalColumnCount: Int {
        reduce(0) { $0 + $1.terminalColumnCount }
    }
}

extension String {
    /// The text cut to fit `columns` terminal columns, ending in `ellipsis` when cut.
    ///
    /// ```
    /// "Precipitation".truncated(toColumns: 6)             // "Preci…"
    /// "温度の変化".truncated(toColumns: 4)                  // "温…" (度 would overflow)
    /// "Precipitation".truncated(toColumns: 2, ellipsis: "...")   // "Pr"
    /// "Rain".truncated(toColumns: 10)                      // "Rain"
    /// ```
    ///
    /// The ellipsis counts toward the width; when even the ellipsis does not fit, the
    /// text is cut without it. A wide character that would cross the limit is left out,
    /// so the result can be one column narrower than `columns`: pad it when columns
    /// must line up. Complexity: O(*n*) in the length of the text.
    public func truncated(toColumns columns: Int, ellipsis: String = "…") -> String {
        guard terminalColumnCount > columns else { return self }
        guard columns > 0 else { return "" }
        let ellipsisWidth = ellipsis.terminalColumnCount
        let showsEllipsis = ellipsisWidth <= columns
        let budget = showsEllipsis ? columns - ellipsisWidth : columns
        var kept = ""
        var used = 0
        for character in self {
            let width = character.terminalColumnCount
            // Stop at the first character that does not fit, rather than skipping it,
            // so that a later narrow character never jumps the queue.
            guard used + width <= budget else { break }
            kept.append(character)
            used += width
        }
        return showsEllipsis ? kept + ellipsis : kept
    }

    /// The text with spaces added on the right to take `columns` terminal columns.
    ///
    /// ```
    /// "温度".padded(toColumns: 6)    // "温度  "
    /// "Rainfall".padded(toColumns: 4)   // "Rainfall" (never cut: see truncated(toColumns:))
    /// ```
    ///
    /// Complexity: O(*n*) in the length of the text.
    public func padded(toColumns columns: Int) -> String {
        let missing = columns - terminalColumnCount
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}

/// The scalar tables behind `terminalColumnCount`.
enum DisplayWidth {
    /// Scalars that take no column of their own: combining marks, joiners, variation
    /// selectors, formatting and control characters.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control,
            .lineSeparator, .paragraphSeparator:
            return true
        default:
            // Hangul medial vowels and final consonants join the syllable before them.
            return (0x1160...0x11FF).contains(scalar.value)
        }
    }

    /// Whether the scalar makes its cluster a two-column emoji.
    ///
    /// Emoji presentation characters are wide by definition. Pictographs above U+1F000
    /// that default to text presentation (🌧, 🌡) are drawn as wide emoji by most
    /// terminals, so they count as wide too; emoji-capable symbols below it (digits,
    /// ©, ☀, ❤) stay narrow unless followed by U+FE0F.
    static func isWideEmoji(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0xFE0F { return true }
        let properties = scalar.properties
        return properties.isEmojiPresentation || (scalar.value >= 0x1F000 && properties.isEmoji)
    }

    /// Whether the scalar is East Asian Wide or Fullwidth.
    ///
    /// Complexity: O(log *n*) in the number of ranges.
    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = low + (high - low) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide and Fullwidth blocks, sorted, as `wcwidth` lists them. Emoji are
    /// left to the Unicode properties in `isWideEmoji`.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth ASCII and punctuation
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nüshu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]
}
