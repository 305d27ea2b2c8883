import Testing
@testable import TactileRuntime

/// Entity identities: equal exactly when both the index and the generation are.
@Suite("Entity IDs")
struct EntityTests {
    /// The one number a lookup compares tells entities apart exactly as equality does, in
    /// either part and at the top of either range.
    @Test func bitsAreEqualExactlyWhenTheEntitiesAre() {
        let entities = [
            Entity(index: 0, generation: 0), Entity(index: 1, generation: 0), Entity(index: 0, generation: 1),
            Entity(index: .max, generation: 0), Entity(index: 0, generation: .max), Entity(index: .max, generation: .max),
        ]
        for a in entities {
            for b in entities {
                #expect((a.bits == b.bits) == (a == b), "\(a) \(b)")
            }
        }
    }
}
