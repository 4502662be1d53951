import TagFlowLayout

/// The hardest inputs of 25–40 items found for `fewestRows` (issue 45): the slowest of 12 000 hard
/// inputs of its generated families (`fewest_rows_optima.py --hard-families 3000`), each once
/// unproven at the end of the work budget. The cover's reduced-cost fixing proves the first two;
/// the third (527.5 pt) needs most of the budget; the fourth (8 791 nearly full lines), over the
/// cover's old cap, is proven since the lines are listed by meeting in the middle; the fifth
/// (12 385 lines to fill 11, over what the cover's dive may read) by the searches after it; the
/// sixth (40 items, 9 lines) is the costliest cover found, its 40 items split between 2 600 heavy
/// and 27 000 light sets before the split counted light sets twice (docs/performance.md,
/// "Reduced-cost fixing", "Pivots charged what they cost", "Lines met in the middle"). The last
/// two, of the narrow-bimodal family (`--hard-families`), are the costliest layouts found since:
/// 25 items at 536.5 pt, the most instructions, its count left unproven at the end of the budget
/// (2 871 lines a line under it, whose relaxation is exactly the count); 32 items at 558 pt, the
/// slowest by the clock, proven once its relaxation over more than 10 000 lines is solved
/// (docs/performance.md, "The cover's fixed costs").
public enum HardFewestRows {
    /// A family's name, the line width, the spacing and the widths.
    public static let inputs: [(family: String, lineWidth: Double, spacing: Double, widths: [Double])] = [
        ("1.5 pt steps, tag-like", 502.0, 7.0, [
            87.0, 181.5, 198.0, 126.0, 175.5, 126.0, 175.5, 186.0, 192.0, 49.5, 120.0, 120.0, 126.0, 60.0, 159.0,
            70.5, 97.5, 148.5, 49.5, 49.5, 49.5, 153.0, 198.0, 136.5, 70.5, 192.0, 153.0, 54.0, 148.5, 109.5, 87.0]),
        ("1.5 pt steps, uniform", 500.0, 7.0, [
            70.5, 160.5, 112.5, 198.0, 135.0, 85.5, 136.5, 162.0, 133.5, 109.5, 120.0, 91.5, 217.5, 162.0, 93.0,
            201.0, 132.0, 222.0, 181.5, 106.5, 204.0, 219.0, 135.0, 67.5, 94.5, 184.5, 108.0, 135.0, 234.0, 201.0,
            51.0, 198.0, 64.5, 178.5, 198.0, 51.0, 232.5, 94.5, 210.0, 93.0]),
        ("1.5 pt steps, uniform, 527.5 pt", 527.5, 7.0, [
            160.5, 240.0, 66.0, 85.5, 57.0, 52.5, 90.0, 132.0, 78.0, 231.0, 159.0, 228.0, 55.5, 229.5, 145.5, 120.0,
            184.5, 190.5, 64.5, 181.5, 205.5, 96.0, 205.5, 193.5, 64.5, 213.0, 112.5, 196.5, 106.5, 142.5, 154.5,
            171.0, 93.0, 106.5, 169.5, 67.5, 192.0, 97.5, 99.0, 157.5]),
        ("measured tag texts", 302.5, 1.0, [
            78.1318359375, 61.892578125, 43.6201171875, 124.119140625, 95.173828125, 152.89453125, 84.9248046875,
            84.3515625, 55.11328125, 66.13671875, 58.107421875, 86.822265625, 77.10546875, 98.7890625, 86.7998046875,
            83.2275390625, 84.732421875, 63.1064453125, 61.8125, 68.451171875, 87.7236328125, 101.81640625, 50.0,
            87.3740234375, 62.822265625, 87.6494140625, 43.5185546875, 86.7255859375, 80.53125, 95.099609375,
            51.38671875, 104.369140625, 119.4296875, 82.63671875, 57.908203125, 116.2275390625, 55.99609375]),
        ("1.5 pt steps, uniform, 528 pt", 528.0, 7.0, [
            70.5, 213.0, 129.0, 192.0, 234.0, 87.0, 180.0, 172.5, 223.5, 205.5, 54.0, 174.0, 64.5, 66.0, 228.0, 58.5, 55.5,
            220.5, 142.5, 219.0, 124.5, 112.5, 96.0, 61.5, 216.0, 204.0, 103.5, 193.5, 210.0, 160.5, 70.5, 70.5, 223.5, 76.5,
            97.5, 165.0, 223.5, 63.0, 75.0, 57.0]),
        ("measured tag texts, 556.5 pt", 556.5, 11.0, [
            87.453125, 137.2578125, 109.359375, 97.5859375, 135.546875, 125.7109375, 119.609375,
            158.1953125, 86.734375, 167.75, 91.75, 147.8984375, 76.5078125, 120.40625,
            83.9609375, 93.515625, 93.5859375, 96.90625, 74.1484375, 101.4765625, 87.5625,
            193.5234375, 91.453125, 68.484375, 197.5625, 92.234375, 207.4453125, 66.0,
            158.7734375, 70.3046875, 138.34375, 137.578125, 89.953125, 90.5546875, 168.5,
            119.875, 78.6640625, 100.46875, 218.84375, 84.0625]),
        ("narrow-bimodal, 536.5 pt", 536.5, 3.0, [
            81.0, 201.0, 198.0, 94.5, 202.5, 211.5, 96.0, 181.5, 196.5, 82.5, 82.5, 181.5, 88.5, 187.5, 91.5, 183.0,
            87.0, 202.5, 183.0, 93.0, 87.0, 187.5, 85.5, 99.0, 91.5]),
        ("narrow-bimodal, 558 pt", 558.0, 4.0, [
            103.203125, 88.875, 216.5625, 196.296875, 99.9375, 87.125, 83.875, 85.5625, 92.84375, 187.34375,
            204.625, 216.421875, 202.171875, 200.609375, 197.21875, 187.390625, 107.796875, 201.75, 85.828125,
            91.84375, 95.671875, 205.46875, 93.875, 93.09375, 104.625, 198.03125, 188.609375, 101.03125, 90.5625,
            186.25, 214.25, 218.0]),
    ]

    /// One benchmark case per input: fewest rows on it, a new result per call.
    static var cases: [LayoutCase] {
        inputs.map { input in
            .layout(
                "fewestRows hard \(input.family) n=\(input.widths.count)", count: input.widths.count, fresh: false,
                reusing: false, configuration {
                    $0.lineBreaking = .fewestRows
                    $0.horizontalSpacing = input.spacing
                }, container: Size(width: input.lineWidth, height: 0),
                items: { input.widths.map { LayoutItem(width: $0, height: Workload.height) } })
        }
    }
}
