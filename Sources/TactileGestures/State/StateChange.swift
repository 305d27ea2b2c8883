/// What the last write to a piece of state was: a counter that grows with every write, and
/// the transaction it carried. Renderers and the runtime compare versions to see what changed.
///
/// ```swift
/// withAnimation(.spring()) { position = .zero }
/// _position.lastChange.transaction.animation   // .spring() (`_position`: the State itself)
/// ```
public struct StateChange: Hashable, Sendable {
    public var version: UInt64
    public var transaction: Transaction

    public init(version: UInt64 = 0, transaction: Transaction = Transaction()) {
        self.version = version
        self.transaction = transaction
    }
}
