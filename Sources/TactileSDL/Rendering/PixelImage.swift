import CSDL2
import TactileRuntime

/// An image as 32-bit ARGB pixels, row by row: what a screenshot captures, what a PNG holds.
///
/// ```swift
/// let golden = try PixelImage(png: "Tests/Golden/gallery.png")
/// let shot = window.capture()
/// golden.largestDifference(from: shot)   // 0…255, per channel
/// ```
///
/// Loading goes through SDL2_image, saving a row at a time with zlib; comparing is O(pixels).
public struct PixelImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// `0xAARRGGBB`, `width` per row.
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "an image needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads a PNG (or any format SDL2_image reads).
    @MainActor public init(png path: String) throws {
        try SDLSystem.start(headless: true)
        guard let loaded = IMG_Load(path) else { throw SDLError("IMG_Load(\(path))") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(surface) }
        self.init(surface: surface)
    }

    /// Copies an ARGB8888 surface.
    init(surface: UnsafeMutablePointer<SDL_Surface>) {
        let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let base = surface.pointee.pixels {
            for y in 0..<height {
                for x in 0..<width { pixels[y * width + x] = base.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Writes the image as a PNG, a row at a time with every write checked (`PNGWriter`).
    public func writePNG(to path: String) throws {
        let png = try PNGWriter(path: path, width: width, height: height)
        try pixels.withUnsafeBufferPointer { all in
            for y in 0..<height { try png.append(row: UnsafeBufferPointer(rebasing: all[y * width ..< (y + 1) * width])) }
        }
        try png.finish()
    }

    /// The largest difference of any channel of any pixel (255 if the sizes differ), and how
    /// many pixels differ by more than `tolerance` in some channel.
    public func difference(from other: PixelImage, tolerance: Int) -> (largest: Int, pixelsBeyondTolerance: Int) {
        guard width == other.width, height == other.height else { return (255, max(pixels.count, other.pixels.count)) }
        var largest = 0, beyond = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
            largest = max(largest, worst)
            if worst > tolerance { beyond += 1 }
        }
        return (largest, beyond)
    }
}
