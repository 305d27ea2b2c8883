import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser: every element with its attributes,
/// text and children, so that tests check what a picture says rather than its bytes.
///
/// ```swift
/// let svg = try SVGElement.parse(text)
/// let bars = svg.all { $0.attributes["class"] == "bar" }
/// ```
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [SVGElement] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Whether the element's class list has `name`.
    func hasClass(_ name: String) -> Bool {
        (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
    }

    /// This element and its descendants that satisfy `test`, in document order.
    func all(_ test: (SVGElement) -> Bool) -> [SVGElement] {
        var found: [SVGElement] = []
        var stack: [SVGElement] = [self]
        while let element = stack.popLast() {
            if test(element) { found.append(element) }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }

    func all(class name: String) -> [SVGElement] { all { $0.hasClass(name) } }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// The document's root element; throws if the text is not well-formed XML.
    static func parse(_ text: String) throws -> SVGElement {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(description: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "no root")")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGElement?
        var open: [SVGElement] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = SVGElement(name: name, attributes: attributes)
            if let parent = open.last { parent.children.append(element) } else { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.text += string
        }
    }
}
