import Testing
@testable import TagFlow

@Suite struct TagIDAllocatorTests {
    @Test func aTextIsItsIdUntilTakenThenTheNextFreeNumber() {
        var ids = TagIDAllocator()
        let held: Set<TagID> = ["Linux", "Swift#2"]  // the caller's tags
        let given = ["Swift", "Swift", "Linux", "Swift#2", "Swift", "GTK"].map { ids.id(for: $0, isTaken: held.contains) }
        #expect(given == ["Swift", "Swift#3", "Linux#2", "Swift#2#2", "Swift#4", "GTK"])
        #expect(Set(given).count == given.count && held.isDisjoint(with: given))
    }
}
