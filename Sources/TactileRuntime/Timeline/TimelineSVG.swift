import TactileGestures

/// A ``Timeline`` drawn as an SVG picture: time runs left to right; each gesture group has a
/// header (its entity, its pointers' downs ▼ and ups △, its log entries as labels) and one row
/// per recognizer node, indented by depth, with the node's phases as coloured bars; a legend
/// closes it. The text is the same, byte for byte, for the same timeline.
///
/// ```swift
/// let svg = TimelineSVG(timeline, title: "draggable-circle · drag.jsonl").text
/// try OutputFile.write(svg, to: "timeline.svg", what: "the timeline")
/// ```
///
/// Elements carry what they show as data attributes (`data-phase`, `data-from`, `data-to`,
/// `data-time`, `data-pointer`), so that tools and tests read the picture back without
/// measuring it. Cost: O(spans + marks + labels).
public struct TimelineSVG {
    public let timeline: Timeline
    public let title: String

    // Layout, in SVG units (pixels at 100 %).
    static let plotWidth = 960.0
    static let margin = 16.0
    static let charWidth = 7.2           // DejaVu Sans Mono at 12 px: 0.6 em
    static let rowHeight = 18.0
    static let headerHeight = 22.0
    static let labelLineHeight = 14.0
    static let laneHeight = 14.0
    /// Terminal phases last one tick: drawn at least this wide, so they are seen.
    static let terminalWidth = 4.0

    /// Each phase's colour, here and in the gesture debugger's tree (D in `play`).
    public static let colours: [GesturePhase: String] = [
        .possible: "#c3ccda", .active: "#2e9e5b", .ended: "#2f6fd0", .failed: "#d9453b",
    ]

    public init(_ timeline: Timeline, title: String = "") {
        self.timeline = timeline
        self.title = title
    }

    /// The SVG document.
    public var text: String {
        var drawing = Drawing(timeline: timeline)
        drawing.title(title)
        drawing.pointerLane()
        for group in timeline.groups { drawing.group(group) }
        if !timeline.sceneLabels.isEmpty { drawing.sceneLane(timeline.sceneLabels) }
        drawing.legend()
        return drawing.document
    }
}

extension TimelineSVG {
    /// The drawing under way: the elements so far and where the next row goes.
    struct Drawing {
        let timeline: Timeline
        let labelWidth: Double
        let duration: Double
        var y = TimelineSVG.margin
        var body = ""
        var gridTop = 0.0

        init(timeline: Timeline) {
            self.timeline = timeline
            duration = max(timeline.end, 0.1)
            var longest = 12
            for group in timeline.groups {
                longest = max(longest, Self.heading(of: group).count)
                for row in group.rows { longest = max(longest, 2 * row.depth + row.name.count) }
            }
            labelWidth = min(2 * TimelineSVG.margin + Double(longest) * TimelineSVG.charWidth, 420)
        }

        var plotLeft: Double { labelWidth }
        var width: Double { labelWidth + TimelineSVG.plotWidth + TimelineSVG.margin }

        /// The x of time `t`.
        func x(_ t: Double) -> Double {
            plotLeft + min(max(t, 0), duration) / duration * TimelineSVG.plotWidth
        }

        /// Left-column text cut to fit its column.
        func fitted(_ text: String, indent: Int = 0) -> String {
            let room = Int((labelWidth - TimelineSVG.margin * 1.5) / TimelineSVG.charWidth) - indent
            return text.count <= room ? text : String(text.prefix(max(room - 1, 1))) + "…"
        }

        mutating func title(_ title: String) {
            let heading = title.isEmpty ? "Gesture timeline" : "Gesture timeline · \(title)"
            body += "<text class=\"title\" x=\"\(fixed(TimelineSVG.margin))\" y=\"\(fixed(y + 14))\" font-size=\"14\" font-weight=\"bold\">\(escape(heading))</text>\n"
            y += 26
            axis()
        }

        /// Tick labels above the plot; their grid lines are drawn once the height is known.
        mutating func axis() {
            body += "<g class=\"axis\">\n"
            for t in ticks() {
                body += "<text class=\"tick\" data-time=\"\(fixed(t, 3))\" x=\"\(fixed(x(t)))\" y=\"\(fixed(y + 10))\" text-anchor=\"middle\" font-size=\"10\" fill=\"#555\">\(seconds(t))</text>\n"
            }
            body += "</g>\n"
            y += 16
            gridTop = y
        }

        /// Times for grid lines: a round step giving at most ten intervals.
        func ticks() -> [Double] {
            let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600]
            let step = steps.first { duration / $0 <= 10 } ?? 3600
            return (0...Int((duration / step + 1e-9).rounded(.down))).map { Double($0) * step }
        }

        /// Every pointer from its down to its up (or cancel), one sub-lane per pointer held at once.
        mutating func pointerLane() {
            var spans: [(pointer: PointerID, number: Int, down: Double, end: Double, endKind: PointerEvent.Kind?)] = []
            for mark in timeline.marks {
                if mark.kind == .down {
                    spans.append((mark.pointer, mark.number, mark.time, timeline.end, nil))
                } else if let open = spans.lastIndex(where: { $0.pointer == mark.pointer && $0.endKind == nil }) {
                    (spans[open].end, spans[open].endKind) = (mark.time, mark.kind)
                }
            }
            var laneEnds: [Double] = []
            var lanes: [Int] = []
            for span in spans {
                let lane = laneEnds.firstIndex { $0 < span.down } ?? laneEnds.count
                if lane == laneEnds.count { laneEnds.append(0) }
                laneEnds[lane] = span.end + 0.05
                lanes.append(lane)
            }
            let height = max(Double(laneEnds.count), 1) * TimelineSVG.laneHeight + 6
            body += "<g class=\"pointers\">\n"
            body += "<text class=\"lane-title\" x=\"\(fixed(TimelineSVG.margin))\" y=\"\(fixed(y + 12))\" font-weight=\"bold\">pointers</text>\n"
            for (span, lane) in zip(spans, lanes) {
                let mid = y + 3 + (Double(lane) + 0.5) * TimelineSVG.laneHeight
                body += "<line class=\"pointer-span\" data-pointer=\"\(span.number)\" data-from=\"\(fixed(span.down, 3))\" data-to=\"\(fixed(span.end, 3))\" "
                    + "x1=\"\(fixed(x(span.down)))\" y1=\"\(fixed(mid))\" x2=\"\(fixed(x(span.end)))\" y2=\"\(fixed(mid))\" stroke=\"#888\" stroke-width=\"2\"/>\n"
                mark(.down, pointer: span.number, at: span.down, y: mid)
                if let kind = span.endKind { mark(kind, pointer: span.number, at: span.end, y: mid) }
                body += "<text class=\"pointer-name\" x=\"\(fixed(x(span.down) + 6))\" y=\"\(fixed(mid - 3))\" font-size=\"9\" fill=\"#555\">p\(span.number)</text>\n"
            }
            body += "</g>\n"
            y += height
        }

        /// A down (filled ▼), up (hollow △) or cancel (×) of `pointer` at time `t`, height `y`.
        mutating func mark(_ kind: PointerEvent.Kind, pointer number: Int, at t: Double, y: Double) {
            let attributes = "class=\"mark \(kind)\" data-pointer=\"\(number)\" data-time=\"\(fixed(t, 3))\""
            body += "<path \(attributes) \(Self.markShape(kind, x: x(t), y: y))/>\n"
        }

        /// The path data and paint of a mark centred at (`x`, `y`).
        static func markShape(_ kind: PointerEvent.Kind, x cx: Double, y: Double) -> String {
            let s = 4.5
            switch kind {
            case .down, .move:
                return "d=\"M\(fixed(cx - s)),\(fixed(y - s))H\(fixed(cx + s))L\(fixed(cx)),\(fixed(y + s))Z\" fill=\"#333\""
            case .up:
                return "d=\"M\(fixed(cx - s)),\(fixed(y + s))H\(fixed(cx + s))L\(fixed(cx)),\(fixed(y - s))Z\" fill=\"#fff\" stroke=\"#333\""
            case .cancel:
                return "d=\"M\(fixed(cx - s)),\(fixed(y - s))L\(fixed(cx + s)),\(fixed(y + s))M\(fixed(cx + s)),\(fixed(y - s))L\(fixed(cx - s)),\(fixed(y + s))\" "
                    + "stroke=\"#d9453b\" stroke-width=\"2\""
            }
        }

        /// A group: its header with marks, its log labels, and a row per node.
        mutating func group(_ group: Timeline.Group) {
            body += "<g class=\"group\" data-title=\"\(escape(group.title))\" data-kind=\"\(group.kind.rawValue)\">\n"
            body += "<line x1=\"\(fixed(TimelineSVG.margin))\" y1=\"\(fixed(y + 1))\" x2=\"\(fixed(width - TimelineSVG.margin))\" y2=\"\(fixed(y + 1))\" stroke=\"#ddd\"/>\n"
            let heading = Self.heading(of: group)
            body += "<text class=\"group-title\" x=\"\(fixed(TimelineSVG.margin))\" y=\"\(fixed(y + 16))\" font-weight=\"bold\">\(escape(fitted(heading)))</text>\n"
            for mark in group.marks { self.mark(mark.kind, pointer: mark.number, at: mark.time, y: y + 12) }
            y += TimelineSVG.headerHeight
            labels(group.labels)
            for row in group.rows { self.row(row) }
            body += "</g>\n"
        }

        static func heading(of group: Timeline.Group) -> String {
            group.kind == .composition ? "composed: \(group.title)" : group.title
        }

        /// Log entries under a header: each at its time, on the first line where it fits.
        mutating func labels(_ labels: [Timeline.Label]) {
            var lineEnds: [Double] = []
            var placed = ""
            for label in labels {
                let left = x(label.time)
                let right = left + 4 + Double(label.text.count) * 6
                let line = lineEnds.firstIndex { $0 < left } ?? lineEnds.count
                if line == lineEnds.count { lineEnds.append(0) }
                lineEnds[line] = right + 4
                let baseline = y + Double(line + 1) * TimelineSVG.labelLineHeight - 3
                placed += "<line x1=\"\(fixed(left))\" y1=\"\(fixed(baseline - 10))\" x2=\"\(fixed(left))\" y2=\"\(fixed(baseline + 2))\" stroke=\"#777\"/>\n"
                placed += "<text class=\"event\" data-time=\"\(fixed(label.time, 3))\" x=\"\(fixed(left + 3))\" y=\"\(fixed(baseline))\" font-size=\"10\" fill=\"#333\">\(escape(label.text))</text>\n"
            }
            body += placed
            y += Double(lineEnds.count) * TimelineSVG.labelLineHeight
        }

        /// A node's name, indented by depth, and its phases as bars.
        mutating func row(_ row: Timeline.Row) {
            body += "<g class=\"row\" data-name=\"\(escape(row.name))\" data-depth=\"\(row.depth)\">\n"
            let indent = String(repeating: "  ", count: row.depth)
            body += "<text class=\"node\" x=\"\(fixed(TimelineSVG.margin))\" y=\"\(fixed(y + 13))\" xml:space=\"preserve\">\(escape(fitted(indent + row.name)))</text>\n"
            for span in row.spans {
                let left = x(span.start)
                let minimum = span.phase.isTerminal ? TimelineSVG.terminalWidth : 1
                let width = max(x(span.end) - left, minimum)
                body += "<rect class=\"bar\" data-phase=\"\(span.phase)\" data-from=\"\(fixed(span.start, 3))\" data-to=\"\(fixed(span.end, 3))\" "
                    + "x=\"\(fixed(left))\" y=\"\(fixed(y + 3))\" width=\"\(fixed(width))\" height=\"12\" fill=\"\(TimelineSVG.colours[span.phase] ?? "#000")\"/>\n"
            }
            body += "</g>\n"
            y += TimelineSVG.rowHeight
        }

        /// Log entries of entities that have no group.
        mutating func sceneLane(_ labels: [Timeline.Label]) {
            body += "<g class=\"scene-events\">\n"
            body += "<text class=\"lane-title\" x=\"\(fixed(TimelineSVG.margin))\" y=\"\(fixed(y + 16))\" font-weight=\"bold\">scene events</text>\n"
            y += TimelineSVG.headerHeight
            self.labels(labels)
            body += "</g>\n"
        }

        mutating func legend() {
            y += 10
            body += "<g class=\"legend\" font-size=\"11\">\n"
            var left = TimelineSVG.margin
            let entries: [(GesturePhase, String)] = [(.possible, "possible"), (.active, "active (began)"),
                                                     (.ended, "ended"), (.failed, "failed / cancelled")]
            for (phase, name) in entries {
                body += "<rect class=\"swatch\" data-phase=\"\(phase)\" x=\"\(fixed(left))\" y=\"\(fixed(y))\" width=\"14\" height=\"10\" fill=\"\(TimelineSVG.colours[phase] ?? "#000")\"/>\n"
                body += "<text x=\"\(fixed(left + 19))\" y=\"\(fixed(y + 9))\">\(escape(name))</text>\n"
                left += 30 + Double(name.count) * 6.6
            }
            for (kind, name) in [(PointerEvent.Kind.down, "pointer down"), (.up, "up"), (.cancel, "cancel")] {
                body += "<path class=\"legend-mark\" \(Self.markShape(kind, x: left + 5, y: y + 5))/>\n"
                body += "<text x=\"\(fixed(left + 14))\" y=\"\(fixed(y + 9))\">\(name)</text>\n"
                left += 24 + Double(name.count) * 6.6
            }
            body += "</g>\n"
            y += 20
        }

        /// The whole document: the grid lines run from the axis to the last row.
        var document: String {
            let height = y + TimelineSVG.margin
            var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fixed(width, 0))\" height=\"\(fixed(height, 0))\" "
            out += "viewBox=\"0 0 \(fixed(width, 0)) \(fixed(height, 0))\" font-family=\"DejaVu Sans Mono, monospace\" font-size=\"12\">\n"
            out += "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n<g class=\"grid\" stroke=\"#eee\">\n"
            for t in ticks() {
                out += "<line x1=\"\(fixed(x(t)))\" y1=\"\(fixed(gridTop))\" x2=\"\(fixed(x(t)))\" y2=\"\(fixed(y - 30))\"/>\n"
            }
            return out + "</g>\n" + body + "</svg>\n"
        }
    }
}

/// `value` with `places` decimals (half away from zero), without Foundation's formatting: the
/// same bytes on every machine.
func fixed(_ value: Double, _ places: Int = 1) -> String {
    let scale = [1.0, 10, 100, 1000, 10000][min(max(places, 0), 4)]
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
    let magnitude = UInt64(abs(scaled))
    let (whole, fraction) = (magnitude / UInt64(scale), magnitude % UInt64(scale))
    let sign = scaled < 0 ? "-" : ""
    guard places > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: places - digits.count) + digits
}

/// A time for the axis: `0 s`, `0.25 s`, `1.5 s`, `12 s`.
private func seconds(_ t: Double) -> String {
    var text = fixed(t, 2)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + " s"
}

/// Text made safe inside an XML element or attribute.
private func escape(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        // XML 1.0 has no control characters but tab and line ends.
        case _ where character.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" }: out += "?"
        default: out.append(character)
        }
    }
    return out
}
