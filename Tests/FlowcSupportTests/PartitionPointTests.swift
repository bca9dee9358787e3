import FlowcSupport
import Testing

/// The binary search that line tables and a flow's answered `return`s are looked up with.
@Suite struct PartitionPointTests {
    @Test func findsTheFirstElementOfTheSecondPartInEveryPlace() {
        let starts = [0, 4, 9, 9, 15]
        for offset in -1...16 {
            let expected = starts.firstIndex { $0 > offset } ?? starts.endIndex
            #expect(starts.partitionPoint { $0 > offset } == expected, "offset \(offset)")
        }
        #expect([Int]().partitionPoint { $0 > 0 } == 0)
        #expect(starts[1...].partitionPoint { $0 >= 9 } == 2)
    }
}
