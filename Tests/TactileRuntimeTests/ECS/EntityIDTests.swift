import Testing
@testable import TactileRuntime

/// Entity identities: equal exactly when both the index and the generation are.
@Suite("Entity IDs")
struct EntityIDTests {
    /// The one number a lookup compares tells entities apart exactly as equality does, in
    /// either part and at the top of either range.
    @Test func bitsAreEqualExactlyWhenTheEntitiesAre() {
        let entities = [
            EntityID(index: 0, generation: 0), EntityID(index: 1, generation: 0), EntityID(index: 0, generation: 1),
            EntityID(index: .max, generation: 0), EntityID(index: 0, generation: .max), EntityID(index: .max, generation: .max),
        ]
        for a in entities {
            for b in entities {
                #expect((a.bits == b.bits) == (a == b), "\(a) \(b)")
            }
        }
    }
}
