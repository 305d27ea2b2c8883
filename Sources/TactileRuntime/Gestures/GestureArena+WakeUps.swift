import HeapModule
import TactileECS
import TactileGestures

/// When an interaction's gesture asked to be advanced next: its deadline (a long press's end,
/// a tap's window), queued so that the clock advances only the gestures with something due.
struct WakeUp: Comparable {
    var time: Double
    var interaction: Int
    /// The interaction's order number: a wake-up left by an earlier occupant of the slot is
    /// stale.
    var order: UInt64

    static func < (a: WakeUp, b: WakeUp) -> Bool { (a.time, a.interaction) < (b.time, b.interaction) }
}

extension GestureArena {
    /// Advances every interaction whose wake-up is due at `time`, in slot order; stale wake-ups
    /// (the interaction ended, or asked for a later one since) are dropped as they come out.
    /// O(due × log queued).
    public mutating func advance(to time: Double, in world: World) {
        due.removeAll(keepingCapacity: true)
        while let next = wakeUps.min, next.time <= time {
            wakeUps.removeMin()
            // Read where they are: a copy of the interaction would copy its session.
            guard interactions[next.interaction].isLive, interactions[next.interaction].order == next.order,
                  interactions[next.interaction].wakeUp == next.time else { continue }
            interactions[next.interaction].wakeUp = nil
            due.append(next.interaction)
        }
        due.sort()
        for position in due.indices { update(due[position], in: world) { $0.advance(to: time) } }
    }

    /// Queues a wake-up at the interaction's next deadline, unless one at least as early is
    /// queued (it asks again when it comes).
    mutating func scheduleWakeUp(for index: Int) {
        // Asked where it is: a copy of the session would copy its pointers and spare frame.
        guard var deadline = interactions[index].session?.nextDeadline() else { return }
        if deadline.isNaN { deadline = -.infinity }
        guard deadline < .infinity else {
            interactions[index].wakeUp = nil
            return
        }
        if let queued = interactions[index].wakeUp, queued <= deadline { return }
        interactions[index].wakeUp = deadline
        wakeUps.insert(WakeUp(time: deadline, interaction: index, order: interactions[index].order))
    }
}
