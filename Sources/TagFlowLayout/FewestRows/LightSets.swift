extension LineCover {
    /// Every set of items of the light classes that fits in a line (the empty one too), for the
    /// listing (`candidates`) to complete heavy partial lines with: as a tree, each set the set it
    /// extends (`parent`, -1 for the empty one) and one more item of class `added`, no heavier than
    /// its others (so a set's classes, read from it up the tree, descend), with its size and class
    /// sets (`ClassSet.Line`). `byLoad` orders them lightest first (ties: in the order found),
    /// `loads` in that order.
    struct LightSets {
        struct Node {
            var parent: Int32
            var added: UInt8
            var size: Int32
            var sets: ClassSet.Line
        }

        var nodes = [Node(parent: -1, added: 0, size: 0, sets: ClassSet.Line())]
        var ownLoads: [Double] = [0]
        var byLoad: [Int] = []
        var loads: [Double] = []

        /// The sets of `problem`'s classes `classes` (at most `ClassSet.limit` of them) that fit in
        /// a line; `nil` when the budget runs out first.
        init?(of problem: LineCover, classes: Range<Int>, budget: inout BinCompletion.Budget) {
            var search = Collection(problem: problem, end: classes.upperBound)
            guard search.collect(from: classes.lowerBound, set: 0, load: 0, budget: &budget) else { return nil }
            self = search.found
            byLoad = AscendingOrder.of(ownLoads, largest: ownLoads.max() ?? 0)
            loads = byLoad.map { ownLoads[$0] }
        }

        private init() {}

        /// Writes the classes of set `s`, ascending, to `bytes` so that they end before `end`.
        func write(_ s: Int, endingAt end: Int, to bytes: inout MutableSpan<UInt8>) {
            var k = s
            var at = end
            while k > 0 {
                at -= 1
                bytes[at] = nodes[k].added
                k = Int(nodes[k].parent)
            }
        }

        /// `load` with the items of set `s` added one by one in class order (as every line's
        /// load is summed): those of the set it extends first.
        func load(_ load: Double, adding s: Int, weights: [Double]) -> Double {
            guard s > 0 else { return load }
            let node = nodes[s]
            return self.load(load, adding: Int(node.parent), weights: weights) + weights[Int(node.added)]
        }

        /// The first place in `byLoad` whose load is at least `load`, by bisection.
        func first(atLeast load: Double) -> Int {
            var low = 0
            var high = loads.count
            while low < high {
                let mid = (low + high) / 2
                if loads[mid] < load { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// The search of the sets: a struct rather than a closure over its state.
        private struct Collection {
            /// The weights, their counts and the capacity.
            let problem: LineCover
            /// The end of the light classes.
            let end: Int
            var found = LightSets()
            /// How many of each class the set being extended holds.
            var taken: [Int]

            init(problem: LineCover, end: Int) {
                (self.problem, self.end) = (problem, end)
                taken = [Int](repeating: 0, count: problem.weights.count)
            }

            /// The sets extending set `set` (of load `load`) by items of classes `c..<end`.
            mutating func collect(from c: Int, set: Int, load: Double, budget: inout BinCompletion.Budget) -> Bool {
                let parent = found.nodes[set]
                for next in c..<end
                where taken[next] < problem.counts[next] && load + problem.weights[next] <= problem.capacity {
                    // A set costs its search step, its place in the order and its reading.
                    budget.units -= 2
                    guard budget.spend() else { return false }
                    let node = Node(
                        parent: Int32(set), added: UInt8(next), size: parent.size + 1, sets: parent.sets.adding(next))
                    found.nodes.append(node)
                    found.ownLoads.append(load + problem.weights[next])
                    taken[next] += 1
                    let child = found.nodes.count - 1
                    let ok = collect(from: next, set: child, load: load + problem.weights[next], budget: &budget)
                    taken[next] -= 1
                    if !ok { return false }
                }
                return true
            }
        }
    }
}
