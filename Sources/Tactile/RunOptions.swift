/// How ``run(_:arguments:content:)`` opens its window, and the flags every Tactile app understands.
///
/// ```swift
/// var options = RunOptions(title: "Photos", size: Vector(width: 1024, height: 768))
/// options.exitAfter = 5                      // close after five seconds of real time
/// ```
///
/// Plain values; ``parse(_:)`` reads a command line in one pass over its arguments.
public struct RunOptions: Sendable, Equatable {
    /// The window's title.
    public var title: String
    /// The window's size in points (a scene's coordinates).
    public var size: Vector
    /// Fill the screen.
    public var fullscreen = false
    /// Dummy video driver and software renderer: nothing is shown and no display is needed.
    public var headless = false
    /// Close after this many seconds of real time (`nil`: when the window closes or Esc is pressed).
    public var exitAfter: Double?
    /// Record every input event to this trace file as it happens (`tactile replay` plays it back).
    public var recordPath: String?
    /// Draw the frame rate and tick time in the window's corner.
    public var showsHUD = true
    /// Replay this trace headless instead of opening a window (`--trace`), until its last event
    /// plus 2 s; the outputs below are written at the end.
    public var tracePath: String?
    /// Write the final state here on exit (`--state`, `-` for standard output).
    public var statePath: String?
    /// Save the last frame as a PNG here on exit (`--screenshot`).
    public var screenshotPath: String?
    /// Draw the gesture timeline of a `--trace` run as an SVG here (`--timeline`).
    public var timelinePath: String?
    /// The user's Reduce Motion: animations become instant changes (`accessibilityReduceMotion`).
    public var reduceMotion = false

    /// Options for a window of `size` points titled `title`, the rest as `tactile play` has them.
    ///
    /// ```swift
    /// let options = RunOptions(title: "Cards", size: Vector(width: 800, height: 600))
    /// ```
    public init(title: String = "Tactile", size: Vector = Vector(width: 1280, height: 800)) {
        self.title = title
        self.size = size
    }

    /// Flags every app built on ``run(_:arguments:content:)`` takes, for `--help`.
    public static let usage = """
        --size WxH          window size in points (default 1280x800)
        --fullscreen        fill the screen
        --headless          no window on screen, no display needed (dummy video driver)
        --exit-after S      close after S seconds
        --record FILE       record every input event to FILE as a trace (JSON lines)
        --no-hud            hide the frame-rate line
        --trace FILE        replay FILE headless instead of opening a window
        --state FILE        write the final state here on exit (- for standard output)
        --screenshot FILE   save the last frame as a PNG on exit
        --timeline FILE     with --trace, draw the gesture timeline as an SVG
        --reduce-motion     Reduce Motion: animations become instant changes
        """

    /// These options with the flags in `arguments` (without the program's name) applied.
    ///
    /// ```swift
    /// let options = try RunOptions(title: "Cards").parse(["--headless", "--exit-after", "1"])
    /// ```
    ///
    /// Throws a ``RunOptions/ArgumentError`` naming the first bad argument. O(arguments).
    public func parse(_ arguments: [String]) throws(ArgumentError) -> RunOptions {
        var options = self
        var rest = arguments[...]
        func value(for flag: String) throws(ArgumentError) -> String {
            guard let value = rest.popFirst() else { throw ArgumentError("\(flag) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--fullscreen": options.fullscreen = true
            case "--headless": options.headless = true
            case "--no-hud": options.showsHUD = false
            case "--reduce-motion": options.reduceMotion = true
            case "--record": options.recordPath = try value(for: argument)
            case "--trace": options.tracePath = try value(for: argument)
            case "--state": options.statePath = try value(for: argument)
            case "--screenshot": options.screenshotPath = try value(for: argument)
            case "--timeline": options.timelinePath = try value(for: argument)
            case "--exit-after":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                    throw ArgumentError("--exit-after \(Self.quoted(text)): give a number of seconds, 0 or more")
                }
                options.exitAfter = seconds
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                      (1...16_384).contains(width), (1...16_384).contains(height) else {
                    throw ArgumentError("--size \(Self.quoted(text)): give WIDTHxHEIGHT, each from 1 to 16384")
                }
                options.size = Vector(width: width.rounded(), height: height.rounded())
            default:
                throw ArgumentError("unknown argument \(Self.quoted(argument)) (--help lists the flags)")
            }
        }
        if options.timelinePath != nil, options.tracePath == nil { throw ArgumentError("--timeline needs --trace") }
        return options
    }

    /// A bad command-line argument: one line to show the user.
    public struct ArgumentError: Error, CustomStringConvertible, Equatable {
        /// The line to show, without the program's name.
        public var description: String
        /// An error that says `description`.
        public init(_ description: String) { self.description = description }
    }

    /// At most 40 characters of what the user typed, so one bad argument stays one line.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "'" + String(shown.map { $0.isNewline ? " " : $0 }) + "'"
    }
}
