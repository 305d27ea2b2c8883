import Foundation
import Histogram

/// What a play session measured: frames, ticks, and input latency — for every input event, the
/// time from its poll to the return of the `SDL_RenderPresent` of the first frame whose ticks
/// consumed it.
///
/// ```swift
/// var stats = PlayStats()
/// stats.recordLatency(microseconds: 6_200, at: 1.25)
/// stats.summary   // "vsync: off (opengl) · frames: … · input latency: p50 6.2 ms, …"
/// ```
///
/// Recording is O(1) and allocation-free (HdrHistogram, three significant digits).
public struct PlayStats {
    /// Frames presented: `stats.frames`.
    public var frames = 0
    /// Input events polled from SDL.
    public var events = 0
    /// Real time the session ran, in seconds.
    public var seconds = 0.0
    /// Simulation ticks run (120 a second of real time, catch-up capped).
    public var ticks = 0
    /// Whether presenting waited for the display's refresh, and the SDL renderer's name.
    public var vsync = false
    /// The SDL renderer's name: `"software"` headless, `"opengl"` on most desktops.
    public var rendererName = ""
    private var tickTotal = 0.0
    private var tickWorst = 0.0
    private var recentTicks = (total: 0.0, count: 0)
    /// Latency in microseconds, over the whole session and over the current second.
    public private(set) var latency = PlayStats.histogram()
    private var latencyThisSecond = PlayStats.histogram()
    /// The last full second's frame and event counts and latency, for the HUD.
    private var window = (start: 0.0, frames: 0, events: 0)
    private(set) var lastSecond = (frames: 0, events: 0, tickMilliseconds: 0.0, latencyP50: 0.0, latencyP99: 0.0, latencyCount: 0)

    /// Nothing measured yet: `var stats = PlayStats()`.
    public init() {}

    static func histogram() -> Histogram<UInt64> {
        // Up to a minute; beyond that the value is clamped (a stalled session, not latency).
        Histogram<UInt64>(highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)
    }

    mutating func record(tickSeconds: Double) {
        ticks += 1
        tickTotal += tickSeconds
        tickWorst = max(tickWorst, tickSeconds)
        recentTicks.total += tickSeconds
        recentTicks.count += 1
    }

    /// Counts one event's latency, in microseconds.
    mutating func recordLatency(microseconds: Double) {
        let value = UInt64(microseconds.clamped(to: 0...59_999_999))
        _ = latency.record(value)
        _ = latencyThisSecond.record(value)
    }

    /// Counts a frame presented at `time` (seconds) after `events` more events.
    mutating func recordFrame(at time: Double, events newEvents: Int) {
        if frames == 0 { window.start = time }
        frames += 1
        events += newEvents
        window.frames += 1
        window.events += newEvents
        if time - window.start >= 1 {
            let count = Int(latencyThisSecond.totalCount)
            lastSecond = (window.frames, window.events,
                          recentTicks.count > 0 ? recentTicks.total / Double(recentTicks.count) * 1000 : 0,
                          count > 0 ? Double(latencyThisSecond.valueAtPercentile(50)) / 1000 : 0,
                          count > 0 ? Double(latencyThisSecond.valueAtPercentile(99)) / 1000 : 0, count)
            window = (time, 0, 0)
            recentTicks = (0, 0)
            latencyThisSecond.reset()
        }
    }

    /// `frames / seconds`: `print(stats.framesPerSecond)`.
    public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
    /// A tick's mean cost: `stats.meanTickMilliseconds < 8.3` keeps up with 120 Hz.
    public var meanTickMilliseconds: Double { ticks > 0 ? tickTotal / Double(ticks) * 1000 : 0 }
    /// The slowest tick, in milliseconds: `stats.worstTickMilliseconds`.
    public var worstTickMilliseconds: Double { tickWorst * 1000 }
    /// Input latency percentiles in milliseconds (0 when no event was measured).
    public func latencyMilliseconds(percentile: Double) -> Double {
        latency.totalCount > 0 ? Double(latency.valueAtPercentile(percentile)) / 1000 : 0
    }
    /// The slowest event from poll to present, in milliseconds (0 when none was measured).
    public var worstLatencyMilliseconds: Double { latency.totalCount > 0 ? Double(latency.max) / 1000 : 0 }

    func hudLine(pointers: Int) -> String {
        let s = lastSecond
        let latency = s.latencyCount > 0 ? String(format: "latency p50 %.1f / p99 %.1f ms", s.latencyP50, s.latencyP99) : "latency –"
        return String(format: "%ld fps · tick %.3f ms · ", s.frames, s.tickMilliseconds) + latency
            + String(format: " · %ld events/s · %ld pointers", s.events, pointers)
    }

    /// One line for a terminal: `print(run(title: "Hello") { Circle() }.summary)`.
    public var summary: String {
        var text = "vsync: \(vsync ? "on" : "off") (\(rendererName)); "
            + String(format: "frames: %ld in %.2f s (%.1f fps); ticks: %ld, mean %.3f ms, worst %.3f ms; events: %ld",
                     frames, seconds, framesPerSecond, ticks, meanTickMilliseconds, worstTickMilliseconds, events)
        if latency.totalCount > 0 {
            text += String(format: "; input latency: p50 %.2f ms, p99 %.2f ms, max %.2f ms over %ld events",
                           latencyMilliseconds(percentile: 50), latencyMilliseconds(percentile: 99),
                           worstLatencyMilliseconds, Int(latency.totalCount))
        } else {
            text += "; input latency: no events"
        }
        return text
    }
}
