import AxesAndScale
import Foundation
import TestSupport
import Testing

@Suite("5.8 What VoiceOver reads", .exercise("5.8"))
struct AccessibilityValueTests {
    @Test(
        "speaks the value and its unit",
        arguments: [
            (9.2, "°C", "9.2 degrees Celsius"), (62.0, "h", "62 hours"), (1234.56, "W", "1234.6 watts"),
            (-0.04, "°C", "0 degrees Celsius"), (-3.25, "°C", "-3.2 degrees Celsius"), (48.0, "mm", "48 millimetres"),
            (12.5, "%", "12.5 percent"), (7, "ct/kWh", "7 ct/kWh"), (3.14159, "", "3.1"),
            (.nan, "mm", "no value"), (.infinity, "W", "no value"),
        ])
    func spoken(value: Double, unit: String, expected: String) {
        expectEqual(
            accessibilityValue(for: value, unit: unit), expected,
            "accessibilityValue(for: \(swiftLiteral(value)), unit: \"\(unit)\")",
            hint: "One decimal at most (\"62\", not \"62.0\"), the unit in words, and \"no value\" for a missing value."
        )
    }
}
