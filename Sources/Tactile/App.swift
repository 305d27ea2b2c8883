/// An app in one type, as SwiftUI's `App`: its `body` describes the entities, `@main` opens
/// the window.
///
/// ```swift
/// import Tactile
///
/// @main
/// struct Hello: App {
///     var body: some EntityView {
///         Circle().fill(.blue).gesture(TapGesture().onEnded { print("tap") })
///     }
/// }
/// ```
///
/// `main()` calls ``run(_:arguments:content:)`` with ``options`` (the type's name as the
/// title unless you say otherwise), so the command-line flags of ``RunOptions/usage`` work too.
/// The body is evaluated again whenever state it reads changes, as a scene's is.
@MainActor
public protocol App {
    /// The type of the entities the app shows.
    associatedtype Body: EntityView
    /// The app, as `main()` makes it.
    init()
    /// The entities of the app's one window.
    @EntityBuilder var body: Body { get }
    /// The window's title, size and the rest (default: the type's name, 1280 × 800).
    var options: RunOptions { get }
}

extension App {
    public var options: RunOptions { RunOptions(title: "\(Self.self)") }

    /// Opens the window and plays the body until the window closes.
    public static func main() {
        let options = Self().options
        run(options, arguments: Array(CommandLine.arguments.dropFirst())) { Self().body }
    }
}
