import TactileGestures

/// Where a stack lines up children across its axis, as SwiftUI's `HorizontalAlignment`.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public enum HorizontalAlignment: Hashable, Sendable { case leading, center, trailing }

/// Where an `HStack` lines up its children vertically, as SwiftUI's `VerticalAlignment`.
///
/// ```swift
/// HStack(alignment: .top) { Circle(); Text("Top") }
/// ```
public enum VerticalAlignment: Hashable, Sendable { case top, center, bottom }

/// Where a view sits in a larger frame, both ways, as SwiftUI's `Alignment`.
///
/// ```swift
/// ZStack(alignment: .topLeading) { Rectangle(); Text("Badge") }
/// ```
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a box of `size` goes inside `rect`.
    func place(_ size: Vector, in rect: Rect) -> Rect {
        let x: Double
        switch horizontal {
        case .leading: x = rect.origin.x
        case .center: x = rect.midX - size.width / 2
        case .trailing: x = rect.origin.x + rect.size.width - size.width
        }
        let y: Double
        switch vertical {
        case .top: y = rect.origin.y
        case .center: y = rect.midY - size.height / 2
        case .bottom: y = rect.origin.y + rect.size.height - size.height
        }
        return Rect(origin: Point(x: x, y: y), size: size)
    }
}

/// A side of a rectangle, as SwiftUI's `Edge`; `Edge.Set` names several.
///
/// ```swift
/// VStack { … }.padding(.vertical, 10)
/// ```
public enum Edge: Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Space inside each edge of a rectangle, as SwiftUI's `EdgeInsets`.
///
/// ```swift
/// Text("OK").padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
/// ```
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// `length` on each edge of `edges`.
    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// The width and height the insets take.
    var size: Vector { Vector(width: leading + trailing, height: top + bottom) }

    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
                   trailing: a.trailing + b.trailing)
    }
}

extension Rect {
    /// The rectangle with `insets` taken off its edges (never below zero size).
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.leading, y: origin.y + insets.top,
             width: max(0, size.width - insets.leading - insets.trailing),
             height: max(0, size.height - insets.top - insets.bottom))
    }
}

extension Rect {
    /// The part both rectangles cover (zero size where they do not meet).
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 5, y: 5, width: 10, height: 10))  // 5 × 5 at (5, 5)
    /// ```
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(origin.x, other.origin.x), y0 = max(origin.y, other.origin.y)
        let x1 = min(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = min(origin.y + size.height, other.origin.y + other.size.height)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
