import TagFlowLayout

/// The floor: the simplest program that does the work of a greedy layout — one loop over bare
/// widths that breaks lines and writes each frame into a buffer allocated once by the caller. No
/// validation, no alignment, no line records, no result value.
@inline(never)
public func floorLayout(
    _ widths: UnsafeBufferPointer<Double>, height: Double, lineWidth: Double, spacing: Double,
    into frames: UnsafeMutableBufferPointer<Rect>
) -> Double {
    var x = 0.0
    var y = 0.0
    for i in 0..<widths.count {
        let w = widths[i]
        if x > 0, x + w > lineWidth {
            x = 0
            y += height + spacing
        }
        frames[i] = Rect(x: x, y: y, width: w, height: height)
        x += w + spacing
    }
    return y + height
}

/// The floor loop with its buffer, as a benchmark calls it.
public final class FloorLoop {
    private var frames: [Rect]

    public init(capacity: Int) { frames = [Rect](repeating: .zero, count: capacity) }

    @inline(never)
    public func run(_ widths: [Double]) -> Double {
        widths.withUnsafeBufferPointer { widths in
            frames.withUnsafeMutableBufferPointer { frames in
                floorLayout(
                    widths, height: Workload.height, lineWidth: Workload.lineWidth, spacing: Workload.spacing,
                    into: frames)
            }
        }
    }
}

/// The bin-packing reference: first-fit decreasing as anyone would write it — sort the weights
/// (width + spacing) heaviest first, then put each into the leftmost bin with room, found in
/// O(log n) through a max-tree over the bins' free space. Buffers are allocated once and worked on
/// as locals (a class's stored arrays would pay an exclusivity check on every access).
public final class TreeFirstFitDecreasing {
    private var sortedBuffer: [Double] = []
    private var treeBuffer: [Double] = []
    private var binsBuffer: [Int32] = []

    public init() {}

    /// The number of bins (lines) for `widths` in a line of `lineWidth` with `spacing`.
    @inline(never)
    public func run(_ widths: [Double], lineWidth: Double = Workload.lineWidth, spacing: Double = Workload.spacing) -> Int {
        var sorted: [Double] = []
        var tree: [Double] = []
        var bins: [Int32] = []
        swap(&sorted, &sortedBuffer)
        swap(&tree, &treeBuffer)
        swap(&bins, &binsBuffer)
        defer {
            swap(&sorted, &sortedBuffer)
            swap(&tree, &treeBuffer)
            swap(&bins, &binsBuffer)
        }
        let capacity = lineWidth + spacing
        sorted.removeAll(keepingCapacity: true)
        for w in widths { sorted.append(w + spacing) }
        sorted.sort(by: >)
        var leaves = 1
        while leaves < sorted.count { leaves <<= 1 }
        tree.removeAll(keepingCapacity: true)
        tree.append(contentsOf: repeatElement(capacity, count: 2 * leaves))
        bins.removeAll(keepingCapacity: true)
        bins.append(contentsOf: repeatElement(0, count: sorted.count))
        var used = 0
        tree.withUnsafeMutableBufferPointer { tree in
            bins.withUnsafeMutableBufferPointer { bins in
                for (k, w) in sorted.enumerated() {
                    // Down to the leftmost leaf with room, then up while the maxima change.
                    var node = 1
                    while node < leaves { node = tree[2 * node] >= w ? 2 * node : 2 * node + 1 }
                    let bin = node - leaves
                    bins[k] = Int32(bin)
                    used = max(used, bin + 1)
                    tree[node] -= w
                    node >>= 1
                    while node >= 1 {
                        let largest = max(tree[2 * node], tree[2 * node + 1])
                        if tree[node] == largest { break }
                        tree[node] = largest
                        node >>= 1
                    }
                }
            }
        }
        return used
    }
}
