/// How expensive an hour is, as the bar's colour tells it at a glance.
///
/// The levels and their thresholds, in euro per kWh (each lower bound belongs to its level):
///
/// | level            | price            | colour in the preview |
/// |------------------|------------------|-----------------------|
/// | `negative`       | below 0          | cyan                  |
/// | `cheap`          | 0 up to 0.10     | green                 |
/// | `normal`         | 0.10 up to 0.20  | yellow                |
/// | `expensive`      | 0.20 up to 0.30  | orange                |
/// | `veryExpensive`  | 0.30 and above   | red                   |
///
/// A price exactly on a threshold goes *up* a level: €0.10 is `normal`, the level that
/// starts there. (Chapter 3's `RelativePriceLevel` does the opposite, for a reason of its
/// own: there a price on a percentile stays below it.)
public enum PriceLevel: String, CaseIterable, Sendable {
    case negative, cheap, normal, expensive, veryExpensive
}
