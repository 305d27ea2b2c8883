import CZlib
import TactileRuntime

/// Writes a PNG (8-bit RGBA) a row at a time, deflated as it goes: memory O(width) whatever
/// the image's height, so that a 16,384 × 16,384 screenshot needs no gigabyte-sized copies.
///
/// ```swift
/// let png = try PNGWriter(path: "shot.png", width: 1280, height: 800)
/// for y in 0..<800 { try png.append(row: argbRow(y)) }   // 0xAARRGGBB pixels
/// try png.finish()
/// ```
///
/// Each row takes the PNG filter (none, sub or up) whose bytes sum smallest as signed numbers,
/// libpng's heuristic; zlib compresses at its default level. Every write goes through
/// `OutputFile`, checked. O(width) a row.
final class PNGWriter {
    private let file: OutputFile
    private let path: String
    private let width: Int
    private let height: Int
    private var rows = 0
    private var stream = z_stream()
    private var streaming = false
    /// The row before, as RGBA bytes (zero above the first), the row being filtered, and the
    /// filtered candidates, each with its filter byte first.
    private var previous: [UInt8]
    private var current: [UInt8]
    private var candidates: [[UInt8]]
    /// Deflated bytes waiting to become an IDAT chunk.
    private var compressed: [UInt8] = []
    private var outputBuffer = [UInt8](repeating: 0, count: 1 << 16)

    /// The most bytes one IDAT chunk holds before the next starts.
    static let chunkSize = 1 << 16

    /// Creates the file and writes the PNG's header; throws `OutputFile.Failure` naming the file.
    init(path: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else {
            throw OutputFile.Failure(path: path, problem: "cannot save the screenshot: \(width)×\(height) pixels is not an image size")
        }
        self.path = path
        self.width = width
        self.height = height
        previous = [UInt8](repeating: 0, count: width * 4)
        current = previous
        candidates = Array(repeating: [UInt8](repeating: 0, count: width * 4 + 1), count: 3)
        file = try OutputFile(creating: path, what: "the screenshot")
        guard tactile_deflateInit(&stream, Z_DEFAULT_COMPRESSION) == Z_OK else { throw failure("zlib would not start") }
        streaming = true
        try file.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits a channel, RGBA, deflate, adaptive filters, no interlace
        try chunk("IHDR", header)
    }

    deinit {
        if streaming { deflateEnd(&stream) }
    }

    /// Adds the next row: `width` pixels as `0xAARRGGBB`.
    func append(row: UnsafeBufferPointer<UInt32>) throws {
        precondition(row.count == width && rows < height, "a PNG row is one row of the image's width")
        for (x, pixel) in row.enumerated() {
            current[4 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
            current[4 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            current[4 * x + 2] = UInt8(truncatingIfNeeded: pixel)
            current[4 * x + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
        }
        let best = filter()
        try deflate(candidates[best], flush: Z_NO_FLUSH)
        swap(&previous, &current)
        rows += 1
    }

    /// Ends the image: the last compressed bytes, the end chunk, and the file closed.
    func finish() throws {
        guard rows == height else { throw failure("\(rows) of \(height) rows were given") }
        try deflate([], flush: Z_FINISH)
        if !compressed.isEmpty { try chunk("IDAT", compressed) }
        try chunk("IEND", [])
        try file.close()
    }

    /// Fills the three candidates and gives the index of the one to write.
    private func filter() -> Int {
        var sums = [0, 0, 0]
        for filterType in 0..<3 { candidates[filterType][0] = UInt8(filterType == 0 ? 0 : filterType == 1 ? 1 : 2) }
        for i in 0..<current.count {
            let byte = current[i]
            let sub = byte &- (i >= 4 ? current[i - 4] : 0)
            let up = byte &- previous[i]
            candidates[0][i + 1] = byte
            candidates[1][i + 1] = sub
            candidates[2][i + 1] = up
            sums[0] += Int(Int8(bitPattern: byte).magnitude)
            sums[1] += Int(Int8(bitPattern: sub).magnitude)
            sums[2] += Int(Int8(bitPattern: up).magnitude)
        }
        return sums.indices.min { sums[$0] < sums[$1] } ?? 0
    }

    private func deflate(_ bytes: [UInt8], flush: Int32) throws {
        var input = bytes
        try input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                let (status, produced) = outputBuffer.withUnsafeMutableBufferPointer { target -> (Int32, Int) in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    let status = CZlib.deflate(&stream, flush)
                    return (status, target.count - Int(stream.avail_out))
                }
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { throw failure("zlib failed (\(status))") }
                compressed += outputBuffer[..<produced]
                if compressed.count >= Self.chunkSize {
                    try chunk("IDAT", compressed)
                    compressed.removeAll(keepingCapacity: true)
                }
                if flush == Z_FINISH ? status == Z_STREAM_END : stream.avail_out != 0 { break }
            } while true
        }
    }

    /// Writes one chunk: its length, type, data and CRC.
    private func chunk(_ type: String, _ data: [UInt8]) throws {
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, nil, 0)
        crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        try file.write(Self.bigEndian(UInt32(data.count)) + typeBytes + data + Self.bigEndian(UInt32(truncatingIfNeeded: crc)))
    }

    private func failure(_ problem: String) -> OutputFile.Failure {
        OutputFile.Failure(path: path, problem: "cannot save the screenshot: \(problem)")
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
