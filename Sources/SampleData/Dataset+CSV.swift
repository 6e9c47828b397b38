import Foundation

/// Reading a user's own two-column data, label and value, from CSV text or a CSV file.
extension Dataset {
    /// The most data rows a text may have: 10,000,000.
    ///
    /// ```
    /// Dataset.csvRowLimit   // 10_000_000
    /// ```
    ///
    /// The limit is memory's. A row is a ``DataPoint`` of 24 bytes (a label of up to 15
    /// UTF-8 bytes is kept inside its String; a longer one takes a block of its own), the
    /// file's text is held while it is read, and a preview keeps a few more arrays of each
    /// point's value and position: about 150 bytes a row in all, so 10 million rows take
    /// some 1.5 GB, what a student's laptop can spare. A logger's million rows a day is
    /// far below it.
    public static let csvRowLimit = 10_000_000

    /// Reads a dataset from CSV text with two columns, a label and a value.
    ///
    /// ```
    /// let rain = try Dataset(csv: """
    ///     Month;Rain (mm)
    ///     Jan;68,5
    ///     Feb;
    ///     """, name: "rain")
    /// rain.title    // "Rain"
    /// rain.unit     // "mm"
    /// rain.values   // [68.5, nan]: February is missing
    /// ```
    ///
    /// The rules, which the error messages repeat when a line breaks one:
    ///
    /// - One row per line; lines end in `\n`, `\r\n` or `\r`. Blank lines are skipped, and so
    ///   are lines that start with `#` (spaces before it allowed), so a label that starts
    ///   with `#` needs quotes.
    /// - The separator is a comma, or a tab or semicolon when the first data line has one of
    ///   those and no comma other than a decimal comma (a comma between two digits, `4,1`).
    /// - Numbers are written like `4.1`, `-3` or `1.5e3`. A decimal comma (`4,1`) is accepted
    ///   only when the separator is a semicolon or a tab: with commas between the columns,
    ///   `Jan,4,1` is three columns.
    /// - A field may be in double quotes, so that a label can hold the separator:
    ///   `"Jan, week 1",4.1`. Inside quotes, `""` is one quote and spaces are kept; spaces
    ///   around a field are trimmed.
    /// - The first line is a header when its second field is not a number. That field
    ///   becomes the title, and a unit in parentheses or brackets at its end becomes the unit:
    ///   `Month,Temperature (°C)` gives the title "Temperature" and the unit "°C". Without a
    ///   header, or with a heading that says nothing (`value`, `y`), the title is `name`.
    /// - A value that is empty, `-` or `NaN` (any case) is missing and becomes `Double.nan`,
    ///   which the chapters draw as a gap. Infinity (`inf`, `∞`) and numbers too large for a
    ///   `Double` are errors: a chart cannot place them.
    /// - Every row has exactly two fields, and its label is not empty.
    /// - At most `rowLimit` data rows, 10,000,000 unless told (``csvRowLimit``, set by memory).
    ///
    /// - Parameters:
    ///   - text: The CSV text; a byte order mark at its start is ignored.
    ///   - name: The dataset's name, and its title when the text has no header.
    ///   - rowLimit: The most data rows to accept.
    /// - Throws: A ``CSVError`` for the first line that breaks a rule, or when there are no
    ///   data rows.
    /// - Complexity: O(n) in the length of `text`, in one pass over its UTF-8 bytes.
    public init(csv text: String, name: String, rowLimit: Int = Dataset.csvRowLimit) throws(CSVError) {
        var text = text
        let read = text.withUTF8 { bytes in
            Result { () throws(CSVError) in try CSVTable(reading: bytes, rowLimit: rowLimit) }
        }
        let table = try read.get()
        // "label,value" is a header, but "value" would be a poor title: the name says more.
        let says = table.title.map { !$0.isEmpty && !Self.genericHeadings.contains($0.lowercased()) } ?? false
        let title = says ? table.title! : name
        self.init(name: name, title: title, unit: table.unit, points: table.points)
    }

    /// Headings of a value column that name no quantity.
    static let genericHeadings: Set<String> = ["value", "values", "y", "amount", "number", "count", "data"]

    /// Reads a dataset from a UTF-8 CSV file, by the rules of ``init(csv:name:rowLimit:)``.
    ///
    /// ```
    /// let rain = try Dataset.load(csvFile: URL(fileURLWithPath: "Data/rain.csv"))
    /// rain.name     // "rain"
    /// ```
    ///
    /// The name is the file's name without its extension; so is the title, unless the
    /// file has a header.
    ///
    /// - Throws: A ``CSVError`` when the file cannot be read, is not UTF-8 text or breaks
    ///   a rule of ``init(csv:name:rowLimit:)``.
    /// - Complexity: O(n) in the file's size: it is read whole, checked as UTF-8 and parsed.
    public static func load(csvFile url: URL) throws(CSVError) -> Dataset {
        let data = try contents(of: url)
        let text = try utf8Text(of: data, path: url.path)
        return try Dataset(csv: text, name: url.deletingPathExtension().lastPathComponent)
    }

    private static func contents(of url: URL) throws(CSVError) -> Data {
        guard url.isFileURL else {
            throw .unreadable(url.absoluteString, because: "it is not a file on this computer")
        }
        let path = url.path
        // Asking first gives a plain reason for the usual cases; Foundation's own
        // messages differ between platforms.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path, because: "there is no such file")
        }
        guard !isFolder.boolValue else { throw .unreadable(path, because: "it is a folder, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadable(path, because: "you do not have permission to read it")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(path, because: error.localizedDescription)
        }
    }

    private static func utf8Text(of data: Data, path: String) throws(CSVError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        // Spreadsheets save "Unicode text" as UTF-16, which starts with a byte order mark.
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            throw CSVError(
                line: nil,
                message: """
                    "\(path)" is UTF-16 text, not UTF-8; save it again as UTF-8, which spreadsheets call "CSV UTF-8"
                    """)
        }
        // A newline byte is never part of a longer UTF-8 character, so lines can be checked alone.
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let badLine = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil }
        throw CSVError(
            line: badLine.map { $0 + 1 },
            message: """
                "\(path)" is not UTF-8 text (this line has the first byte that is not); \
                save it again as UTF-8, which spreadsheets call "CSV UTF-8"
                """)
    }
}
