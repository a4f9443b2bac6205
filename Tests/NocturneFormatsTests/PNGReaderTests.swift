import Foundation
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// The PNG files and zlib streams Python writes (`Scripts/make_pngs.py`): every color type, depth, filter, interlacing.
enum PythonPNGs {
    static var available: Bool { (try? ExternalCommand.run(["python3", "-c", "import zlib"]).status) == 0 }

    /// The folder of files, written once per test process.
    static let folder: String? = {
        guard available else { return nil }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/make_pngs.py").path
        let folder = NSTemporaryDirectory() + "nocturne-pngs-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard (try? ExternalCommand.run(["python3", script, folder, "7"]).status) == 0 else { return nil }
        return folder
    }()

    static func files(_ suffix: String) -> [String] {
        guard let folder else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
            .map { folder + "/" + $0 }
    }
}

@Suite("Inflate, against Python's zlib")
struct InflateTests {
    @Test("zlib streams Python compressed at levels 0, 1 and 9 inflate to their bytes",
          .enabled(if: PythonPNGs.available, "needs python3 (its zlib writes the streams)"))
    func pythonStreams() throws {
        let streams = PythonPNGs.files(".zlib")
        #expect(streams.count == 12)
        for path in streams {
            let expected = try FileSystem.readRegularFile(String(path.dropLast(5)) + ".raw")
            let inflated = try Inflate.zlib(try FileSystem.readRegularFile(path), limit: 1 << 20)
            #expect(inflated == expected, "\(path)")
        }
    }

    @Test("a fixed-Huffman stream written by hand: 'a' three times (RFC 1951 §3.2.6)")
    func fixedByHand() throws {
        // zlib.compress(b"aaa") with level 9: header 78 DA, a fixed block, Adler-32.
        let stream: [UInt8] = [0x78, 0xDA, 0x4B, 0x4C, 0x4C, 0x04, 0x00, 0x02, 0x49, 0x01, 0x24]
        #expect(try Inflate.zlib(stream, limit: 100) == Array("aaa".utf8))
    }

    @Test("output beyond the limit is an error, not an allocation without bound")
    func limit() throws {
        let stream: [UInt8] = [0x78, 0xDA, 0x4B, 0x4C, 0x4C, 0x04, 0x00, 0x02, 0x49, 0x01, 0x24]
        #expect(throws: InflateError.self) { try Inflate.zlib(stream, limit: 2) }
    }

    @Test("a wrong checksum, a bad header, block type 3 and every truncation are errors", arguments: 0..<11)
    func corrupt(cut: Int) {
        let stream: [UInt8] = [0x78, 0xDA, 0x4B, 0x4C, 0x4C, 0x04, 0x00, 0x02, 0x49, 0x01, 0x24]
        #expect(throws: InflateError.self) { try Inflate.zlib(Array(stream[0..<cut]), limit: 100) }
        var checksum = stream
        checksum[10] ^= 1
        #expect(throws: InflateError.self) { try Inflate.zlib(checksum, limit: 100) }
        #expect(throws: InflateError.self) { try Inflate.zlib([0x78, 0x9C, 0x07], limit: 100) }  // block type 3
        #expect(throws: InflateError.self) { try Inflate.zlib([0x79, 0x9C, 0x03, 0x00], limit: 100) }  // header check
    }

    @Test("Adler-32 of 'Wikipedia' is 0x11E60398")
    func adler() {
        #expect(Inflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }
}

@Suite("PNGReader")
struct PNGReaderTests {
    @Test("every PNG Python wrote decodes to the RGBA it expects: color types, depths, filters, Adam7, tRNS",
          .enabled(if: PythonPNGs.available, "needs python3 (its zlib writes the files)"))
    func pythonFiles() throws {
        let files = PythonPNGs.files(".png")
        #expect(files.count == 121)
        for path in files {
            let expected = try FileSystem.readRegularFile(String(path.dropLast(4)) + ".rgba")
            let image = try PNGReader.decode(try FileSystem.readRegularFile(path))
            #expect(image.rgba == expected, "\(path)")
            #expect(image.width * image.height * 4 == expected.count)
        }
    }

    @Test("a header claiming 100,000 × 100,000 pixels is refused before anything is inflated")
    func absurdDimensions() {
        let png = PNGFixture.png(width: 100_000, height: 100_000, colorType: 6, idat: [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        #expect(throws: PNGError("an image of 100000 × 100000 pixels, more than 16777216 pixels: not decoded")) { try PNGReader.decode(png) }
    }

    @Test("every truncation and every flipped byte of a valid file is an error or an image, never a trap")
    func fuzzed() throws {
        let png = PNGFixture.solid(width: 6, height: 5, rgba: [10, 200, 30, 255])
        let corner = try PNGReader.decode(png).pixel(x: 5, y: 4)
        #expect([corner.red, corner.green, corner.blue, corner.alpha] == [10, 200, 30, 255])
        for cut in 0..<png.count { #expect(throws: PNGError.self) { try PNGReader.decode(Array(png[0..<cut])) } }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var bytes = png
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            bytes[index] = UInt8.random(in: 0...255, using: &generator)
            _ = try? PNGReader.decode(bytes)
        }
    }

    @Test("text that is not a PNG says so")
    func notPNG() {
        #expect(throws: PNGError("not a PNG file (no PNG signature)")) { try PNGReader.decode(Array("hello".utf8)) }
    }
}
