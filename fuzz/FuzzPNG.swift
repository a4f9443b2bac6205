// The PNG harness: the PNG reader and its inflate (NocturneFormats), and the Info.plist reader (NocturneProject),
// which the report reads app icons and opt-outs with.

import NocturneFormats
import NocturneProject

/// Decodes the input as a PNG, and inflates it as a zlib stream and as raw DEFLATE, with a small bound.
///
/// Invariants: a decoded image has width × height × 4 bytes of RGBA and at most PNGReader.maximumPixels pixels;
/// an error says why; inflate never writes past its bound.
func fuzzPNG(_ input: UnsafeRawBufferPointer) {
    let bytes = Array(input.bindMemory(to: UInt8.self))
    do throws(PNGError) {
        let image = try PNGReader.decode(bytes)
        guard image.width > 0, image.height > 0, image.width * image.height <= PNGReader.maximumPixels,
              image.rgba.count == image.width * image.height * 4 else { fatalError("a decoded image of the wrong size: \(image.width)×\(image.height)") }
    } catch {
        if error.message.isEmpty { fatalError("a PNG error without a reason") }
    }
    for raw in [false, true] {
        do throws(InflateError) {
            let output = raw ? try Inflate.raw(bytes, limit: 1 << 16) : try Inflate.zlib(bytes, limit: 1 << 16)
            if output.count > 1 << 16 { fatalError("inflate wrote past its bound: \(output.count) bytes") }
        } catch {
            if error.message.isEmpty { fatalError("an inflate error without a reason") }
        }
    }
}

/// Reads the input as an Info.plist (XML or old-style text).
///
/// Invariants: an error says where (an offset inside the input) and why; every key read has a line from 1.
func fuzzInfoPlist(_ input: UnsafeRawBufferPointer) {
    let bytes = Array(input.bindMemory(to: UInt8.self))
    do throws(PropertyListError) {
        let plist = try InfoPlist.parse(bytes)
        for (key, line) in plist.lines where line < 1 || plist.values[key] == nil { fatalError("key '\(key)' at line \(line)") }
    } catch {
        guard error.offset >= 0, error.offset <= bytes.count, !error.message.isEmpty else { fatalError("a plist error without a place or a reason: \(error)") }
    }
}
