#if canImport(Glibc)
import Glibc
#endif

/// Tells when a file was saved, asked once a frame: Linux's inotify on the file's folder, or,
/// where inotify cannot be had, the file's modification time, size and inode compared.
///
/// ```swift
/// let watcher = FileWatcher(path: "desk.json")
/// if watcher.poll() { reload() }     // each frame
/// ```
///
/// inotify first, because it sees every save: two saves within one tick of the file system's
/// clock (a few milliseconds) that leave the size alone look the same to a poll of the
/// modification time, and an editor that saves by writing a new file and renaming it over the
/// old one (vim, most IDEs) replaces the inode a watch on the file itself would follow. So the
/// folder is watched, for a file of this name closed after writing (`IN_CLOSE_WRITE`: a save
/// in place, complete), renamed into place (`IN_MOVED_TO`), or created as something that is not
/// a regular file (`IN_CREATE` of a folder, a FIFO or a link: no write will follow, and the
/// reload says what it is). A poll is one non-blocking
/// `read` (about a microsecond when nothing happened); the file is read only when it changed.
final class FileWatcher {
    enum Method: Equatable {
        case inotify
        case polling
    }

    let path: String
    private(set) var method: Method
    private let name: [UInt8]
    private var descriptor: Int32 = -1
    private var buffer = [UInt8](repeating: 0, count: 4096)
    private var lastSeen: Signature?

    /// What a poll of the file compares.
    struct Signature: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt
    }

    /// Watches `path`; `method` forces one (tests), otherwise inotify where it works.
    init(path: String, method: Method? = nil) {
        self.path = path
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = Array(slash.map { path.utf8[path.utf8.index(after: $0)...] } ?? path.utf8[...])
        self.method = method ?? .inotify
        lastSeen = Self.signature(of: path)
        guard self.method == .inotify else { return }
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor >= 0, inotify_add_watch(descriptor, folder, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)) >= 0 { return }
        // No inotify (an exhausted watch limit, a file system without it): poll instead.
        stopInotify()
    }

    deinit { stopInotify() }

    /// Whether the file was saved since the last poll (several saves in between count once).
    func poll() -> Bool {
        switch method {
        case .inotify: return readEvents()
        case .polling:
            let now = Self.signature(of: path)
            defer { lastSeen = now }
            return now != nil && now != lastSeen
        }
    }

    private func stopInotify() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        method = .polling
        lastSeen = Self.signature(of: path)
    }

    /// Reads every waiting event; true if one names the file (or the queue overflowed).
    private func readEvents() -> Bool {
        var saved = false
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else {
                if count < 0, errno == EINTR { continue }
                return saved
            }
            // Each event: wd, mask, cookie and the name's length (4 bytes each, native order),
            // then the name, padded with NULs to that length.
            var offset = 0
            while offset + 16 <= count {
                let mask = word(at: offset + 4)
                let length = Int(word(at: offset + 12))
                let nameStart = offset + 16
                offset = nameStart + length
                guard offset <= count else { break }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { saved = true }
                if mask & UInt32(IN_IGNORED) != 0 {
                    // The folder went away: nothing more will come from this watch.
                    stopInotify()
                    return true
                }
                let end = buffer[nameStart..<offset].firstIndex(of: 0) ?? offset
                guard buffer[nameStart..<end].elementsEqual(name) else { continue }
                // A file created is saved once it is closed after writing; anything else put
                // there (a folder, a FIFO, a link) is all there will be: say so now.
                if mask & UInt32(IN_CREATE) == 0 || !isRegularFile() { saved = true }
            }
        }
    }

    private func word(at offset: Int) -> UInt32 {
        // inotify writes in the machine's order: the bytes read as little-endian, then made native.
        UInt32(littleEndian: UInt32(buffer[offset]) | UInt32(buffer[offset + 1]) << 8
            | UInt32(buffer[offset + 2]) << 16 | UInt32(buffer[offset + 3]) << 24)
    }

    /// Whether the path is a regular file itself (not a link, a folder, a FIFO or a device).
    private func isRegularFile() -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, size: Int(info.st_size),
                         inode: UInt(info.st_ino))
    }
}
