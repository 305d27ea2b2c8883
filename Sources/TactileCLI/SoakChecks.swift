import CMalloc
import Foundation
import TactileECS
import TactileGestures
import TactileRuntime

/// The soak's invariants (SPEC §10), read from the runtime's log, the world and the arena:
/// every entity's gesture that began ends or is cancelled exactly once (never cancelled
/// without beginning, never begun twice), nothing is left under way once every finger has been
/// up a while, and every transform, presentation and the camera stay finite.
///
/// ```swift
/// var checks = SoakChecks()
/// try checks.readLog(of: simulation)          // after each tick
/// try checks.checkNumbers(of: simulation)     // now and then
/// try checks.checkQuiet(simulation)           // with every finger up for a while
/// ```
///
/// The log is emptied as it is read, so that a long soak keeps no history: O(new entries).
struct SoakChecks {
    struct Violation: Error, CustomStringConvertible {
        var description: String
    }

    /// The entities (by the log's name) whose gesture began and has not ended or been cancelled.
    private var open: Set<String> = []
    private(set) var began = 0
    private(set) var ended = 0
    private(set) var cancelled = 0
    private(set) var sceneEvents = 0
    private(set) var quietChecks = 0
    /// The last log entries read, for the report of a violation.
    private var recent: [LogEntry] = []

    /// The recent history of `entity`, for a violation's line.
    private func history(of entity: String) -> String {
        recent.filter { $0.entity == entity }.suffix(8).map { "\($0.event)@\(String(format: "%.3f", $0.time))" }.joined(separator: " ")
    }

    /// Checks the log entries added since the last call, then empties the log.
    mutating func readLog(of simulation: Simulation) throws {
        let entries = simulation.world.resource(Log.self).entries
        guard !entries.isEmpty else { return }
        for entry in entries {
            if recent.count >= 256 { recent.removeFirst(128) }
            recent.append(entry)
            switch entry.event {
            case "began":
                began += 1
                guard open.insert(entry.entity).inserted else {
                    throw Violation(description: "t=\(entry.time): \(entry.entity) began again before it ended or was cancelled (\(history(of: entry.entity)))")
                }
            case "ended":
                // A discrete gesture (a tap) ends without having begun.
                ended += 1
                open.remove(entry.entity)
            case "cancelled":
                cancelled += 1
                guard open.remove(entry.entity) != nil else {
                    throw Violation(description: "t=\(entry.time): \(entry.entity) was cancelled but had not begun (\(history(of: entry.entity)))")
                }
            default:
                sceneEvents += 1
            }
        }
        simulation.world[resource: Log.self].entries.removeAll(keepingCapacity: true)
    }

    /// With every finger up for a while: no gesture is under way, nothing began that did not finish.
    mutating func checkQuiet(_ simulation: Simulation) throws {
        try readLog(of: simulation)
        quietChecks += 1
        if !open.isEmpty {
            let names = open.sorted().prefix(3).map { "\($0) (\(history(of: $0)))" }
            throw Violation(description: "t=\(simulation.now): every finger is up, but the gestures of \(names.joined(separator: ", ")) began and never ended or were cancelled")
        }
        if simulation.hasActiveGestures {
            let trees = simulation.activeGestureTrees.map { "\($0.entities): \($0.nodes.map { "\($0.name) \($0.phase)" })" }
            throw Violation(description: "t=\(simulation.now): every finger is up, but an interaction is still live: \(trees.prefix(2))")
        }
    }

    /// Every world transform, presentation and the camera: finite (NaN never reaches a transform).
    func checkNumbers(of simulation: Simulation) throws {
        var bad: String?
        simulation.transforms.forEach { entity, transform in
            guard bad == nil else { return }
            for t in [transform.current, transform.previous] where ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
                bad = "\(entity)'s transform \(t)"
            }
        }
        simulation.presentations.forEach { entity, presentation in
            guard bad == nil else { return }
            let a = presentation.appearance
            if ![a.position.x, a.position.y, a.rotation.radians, a.scale, a.opacity, a.shadowRadius].allSatisfy(\.isFinite) {
                bad = "\(entity)'s presentation \(a)"
            }
        }
        let camera = simulation.camera
        if ![camera.x, camera.y, camera.zoom, camera.rotation.radians].allSatisfy(\.isFinite) { bad = "the camera \(camera)" }
        if let bad { throw Violation(description: "t=\(simulation.now): a number that is not finite: \(bad)") }
    }
}

/// The process's memory: its resident set (`VmRSS` in /proc/self/status) and the bytes the C
/// heap has handed out and not taken back (glibc's `mallinfo2()`: `uordblks`, plus `hblkhd`
/// for the large blocks it maps on their own), the steadier of the two. Swift's allocations
/// all go through malloc.
struct MemorySample: CustomStringConvertible {
    var residentBytes: Int
    var heapBytes: Int

    static func now() -> MemorySample {
        let heap = mallinfo2()
        return MemorySample(residentBytes: resident(), heapBytes: Int(heap.uordblks) + Int(heap.hblkhd))
    }

    /// VmRSS in bytes, 0 if /proc cannot be read.
    static func resident() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

    var description: String { "RSS \(Self.megabytes(residentBytes)), heap \(Self.megabytes(heapBytes))" }
}
