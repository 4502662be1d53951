/// Branch-and-bound search for a packing of weights (heaviest first) into a given number of bins.
struct ExactPacking {
    enum Outcome {
        case found([Int])
        case impossible
        case outOfBudget
    }

    let weights: [Double]
    let capacity: Double
    private var remainingBudget: Int
    private var loads: [Double] = []
    private var assignment: [Int] = []
    private var suffixWeight: [Double] = []

    init(weights: [Double], capacity: Double, budget: Int) {
        self.weights = weights
        self.capacity = capacity
        self.remainingBudget = budget
        var suffix = [Double](repeating: 0, count: weights.count + 1)
        for k in stride(from: weights.count - 1, through: 0, by: -1) { suffix[k] = suffix[k + 1] + weights[k] }
        suffixWeight = suffix
    }

    /// Searches for a packing into `binCount` bins, sharing one budget across calls.
    mutating func pack(into binCount: Int) -> Outcome {
        loads = [Double](repeating: 0, count: binCount)
        assignment = [Int](repeating: -1, count: weights.count)
        let found = place(0, used: 0)
        if found { return .found(assignment) }
        return remainingBudget < 0 ? .outOfBudget : .impossible
    }

    private mutating func place(_ k: Int, used: Int) -> Bool {
        if k == weights.count { return true }
        remainingBudget -= 1
        if remainingBudget < 0 { return false }
        // Not enough room left in all bins together.
        var room = Double(loads.count - used) * capacity
        for b in 0..<used { room += capacity - loads[b] }
        if suffixWeight[k] > room { return false }
        let w = weights[k]
        var b = 0
        while b < used {
            let load = loads[b]
            // Bins with equal loads are interchangeable: try one of them.
            var seen = false
            var earlier = 0
            while earlier < b {
                if loads[earlier] == load { seen = true; break }
                earlier += 1
            }
            if !seen, load + w <= capacity {
                loads[b] = load + w
                assignment[k] = b
                if place(k + 1, used: used) { return true }
                loads[b] = load
                if remainingBudget < 0 { return false }
                // An item that fills a bin exactly dominates every other choice for that bin.
                if load + w >= capacity - FlowLayout.tolerance { return false }
            }
            b += 1
        }
        if used < loads.count {
            loads[used] = w
            assignment[k] = used
            if place(k + 1, used: used + 1) { return true }
            loads[used] = 0
        }
        return false
    }
}
