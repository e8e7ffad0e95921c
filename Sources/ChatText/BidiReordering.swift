/// Rule L2 of the Unicode Bidirectional Algorithm: from the highest level down to the lowest odd level,
/// every maximal sequence of items at that level or higher is reversed.
enum BidiReordering {
    /// The logical indices of items with `levels`, listed in visual (left-to-right) order.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var current = levels
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < current.count {
                guard current[start] >= level else { start += 1; continue }
                var end = start + 1
                while end < current.count && current[end] >= level { end += 1 }
                order[start..<end].reverse()
                current[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
