import Foundation
import Testing
@testable import TactileSDL

@Suite("Watching a scene file")
struct FileWatcherTests {
    /// A folder of its own, removed at the end.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-watch-\(UUID().uuidString)").path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ name: String, _ text: String, atomically: Bool = false) throws {
            try text.write(toFile: path + "/" + name, atomically: atomically, encoding: .utf8)
        }
    }

    @Test func inotifySeesEverySaveOfTheFileAndNoOtherFile() throws {
        let folder = try Folder()
        try folder.write("scene.json", "{}")
        let watcher = FileWatcher(path: folder.path + "/scene.json")
        #expect(watcher.method == .inotify)
        #expect(!watcher.poll(), "nothing saved yet")

        try folder.write("other.json", "{}")
        try folder.write("scene.json.swp", "{}")
        #expect(!watcher.poll(), "other files in the folder")

        // Same size, one right after the other: a poll of the modification time can miss the
        // second; inotify does not.
        try folder.write("scene.json", "{1}")
        #expect(watcher.poll())
        try folder.write("scene.json", "{2}")
        #expect(watcher.poll())
        #expect(!watcher.poll(), "each save counts once")

        try folder.write("scene.json", "{3}", atomically: true)
        #expect(watcher.poll(), "a new file renamed over the old one")
        try folder.write("scene.json", "{4}")
        #expect(watcher.poll(), "and saves to that new file")
    }

    @Test func inotifySeesWhatIsNotARegularFileWhenItIsPutInPlace() throws {
        let folder = try Folder()
        let path = folder.path + "/scene.json"
        try folder.write("scene.json", "{}")
        let watcher = FileWatcher(path: path)
        let manager = FileManager.default
        try manager.removeItem(atPath: path)
        try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(watcher.poll(), "a folder")
        try manager.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        #expect(watcher.poll(), "a FIFO")
        try manager.removeItem(atPath: path)
        try manager.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        #expect(watcher.poll(), "a link")
        try manager.removeItem(atPath: path)
        #expect(!watcher.poll(), "a removal is nothing to load")
        // A regular file created counts once it is closed after writing, not before.
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        #expect(!watcher.poll(), "created, not yet written")
        close(descriptor)
        #expect(watcher.poll(), "closed after writing")
    }

    @Test func aRelativePathIsWatchedInTheWorkingFolder() throws {
        let watcher = FileWatcher(path: "tactile-no-such-file-\(UUID().uuidString).json")
        #expect(watcher.method == .inotify)
        #expect(!watcher.poll())
    }

    @Test func pollingComparesTimeSizeAndInode() throws {
        let folder = try Folder()
        try folder.write("scene.json", "{}")
        let watcher = FileWatcher(path: folder.path + "/scene.json", method: .polling)
        #expect(watcher.method == .polling)
        #expect(!watcher.poll())
        try folder.write("scene.json", "{\"a\": 1}")
        #expect(watcher.poll(), "a different size")
        #expect(!watcher.poll())
        try FileManager.default.removeItem(atPath: folder.path + "/scene.json")
        #expect(!watcher.poll(), "a missing file is nothing to load")
        try folder.write("scene.json", "{\"a\": 1}")
        #expect(watcher.poll(), "back again")
    }

    @Test func aFolderThatGoesAwayFallsBackToPolling() throws {
        var folder: Folder? = try Folder()
        let path = folder!.path + "/scene.json"
        try folder!.write("scene.json", "{}")
        let watcher = FileWatcher(path: path)
        folder = nil
        #expect(watcher.poll(), "the file is gone: the reload says so")
        #expect(watcher.method == .polling)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(watcher.poll(), "polling sees it come back")
    }
}

@Suite("The composition bar's line")
struct LineEditorTests {
    @Test func typingGoesAtTheCursor() {
        var line = LineEditor("drag")
        #expect(line.cursor == 4)
        line.insert(" & rotate")
        line.moveToStart()
        line.insert("(")
        line.moveToEnd()
        line.insert(")")
        #expect(line.text == "(drag & rotate)")
        line.moveLeft()
        line.deleteBackward()
        line.deleteForward()
        #expect(line.text == "(drag & rotat")
        #expect(line.cursor == 13)
    }

    @Test func editsStopAtTheEnds() {
        var line = LineEditor("ab")
        line.moveRight()
        line.deleteForward()
        #expect(line.text == "ab" && line.cursor == 2)
        line.moveToStart()
        line.moveLeft()
        line.deleteBackward()
        #expect(line.text == "ab" && line.cursor == 0)
    }

    @Test func oneBackspaceTakesOneCharacterAsSeen() {
        var line = LineEditor("tap")
        line.insert("e\u{301}")  // e and a combining acute: one character
        line.deleteBackward()
        #expect(line.text == "tap")
    }

    @Test func controlCharactersAndExcessAreDropped() {
        var line = LineEditor()
        line.insert("drag\n&\trotate\u{7}")
        #expect(line.text == "drag&rotate")
        line.insert(String(repeating: "x", count: LineEditor.maximumLength * 2))
        #expect(line.characters.count == LineEditor.maximumLength)
        #expect(LineEditor(String(repeating: "y", count: 5000)).characters.count == LineEditor.maximumLength)
    }

    @Test func theCursorGoesToAParseErrorsColumn() {
        var line = LineEditor("drag & spin")
        line.moveToScalarColumn(8)
        #expect(line.cursor == 7)
        line.moveToScalarColumn(1)
        #expect(line.cursor == 0)
        line.moveToScalarColumn(99)
        #expect(line.cursor == 11)
        // Columns count Unicode scalars; the cursor counts characters.
        var accented = LineEditor("e\u{301} & x")
        accented.moveToScalarColumn(6)
        #expect(accented.cursor == 4)
    }
}
