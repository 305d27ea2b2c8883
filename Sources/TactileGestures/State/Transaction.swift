/// The context of a state change: chiefly, which animation presents it.
///
/// ```swift
/// .updating($offset) { value, state, transaction in
///     state = value.translation
///     transaction.animation = .interactiveSpring()
/// }
/// ```
public struct Transaction: Hashable, Sendable {
    /// How the change is presented; `nil` means at once.
    public var animation: Animation?
    /// Whether animations along the way should be suppressed.
    public var disablesAnimations: Bool
    /// Whether the change is part of a continuous interaction (a drag in progress).
    public var isContinuous: Bool

    /// A transaction presenting its changes with `animation`: `Transaction(animation: .spring())`.
    public init(animation: Animation? = nil) {
        self.animation = animation
        disablesAnimations = false
        isContinuous = false
    }

    /// The transaction that ``withAnimation(_:_:)`` and ``withTransaction(_:_:)`` establish while
    /// their body runs (task-local, so concurrent simulations do not see each other's).
    public static var current: Transaction { _current }

    @TaskLocal static var _current = Transaction()
}

/// Runs `body` so that the state changes it makes carry `transaction`.
///
/// ```swift
/// withTransaction(Transaction(animation: .spring())) { position = .zero }
/// ```
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$_current.withValue(transaction, operation: body)
}

/// Runs `body` so that the state changes it makes are animated with `animation`.
///
/// ```swift
/// .onEnded { value in
///     withAnimation(.spring()) { position.width += value.translation.width }
/// }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}
