import CRasterKernels
import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore
import RowRasterCairo
import RowRasterGallery
import RowRasterPNG

/// PNGs encoded straight from Cairo's premultiplied pixels are byte for byte those of the
/// converted bitmap: translucent edges, clear corners, opaque fills, on both encoder paths.
@MainActor @Suite struct SurfacePNGTests {
    /// A row with every kind of pixel: opaque fills, antialiased translucent edges (a circle,
    /// text), and fully clear corners (no background).
    struct MixedAlphaRow: View {
        var body: some View {
            HStack(spacing: 12) {
                Circle().fill(Color.blue.opacity(0.6)).frame(width: 40, height: 40)
                Text("Translucent edges").font(.headline)
                Spacer()
                RoundedRectangle(cornerRadius: 9).fill(Color.orange).frame(width: 70, height: 30)
            }
            .padding(8)
        }
    }

    @Test func surfaceBytesEqualTheBitmapsOnBothPaths() throws {
        for view in [AnyView(MixedAlphaRow()), AnyView(ContactRow(contact: .sample))] {
            let surface = try RenderPipeline.renderSurface(view, proposal: ProposedViewSize(width: 250, height: nil), scale: 3).surface
            let bitmap = surface.bitmap()
            let alphas = Set(stride(from: 3, to: bitmap.bytes.count, by: 4).map { bitmap.bytes[$0] })
            #expect(alphas.contains(0) && alphas.contains(255) && alphas.count > 10, "clear, opaque and translucent pixels")
            let expected = try PNGCodec.encode(bitmap)
            #expect(try surface.pngData() == expected)
            #expect(try surface.pngData(settings: .canonicalScalar) == expected)
            #expect(try PNGCodec.decode(surface.pngData(settings: .libpngLevel1Sub), source: "libpng") == bitmap)
        }
    }

    /// Every alpha, every colour value, including the impossible premultiplied ones (a colour
    /// above its alpha, which Cairo never writes but the conversion clamps), rows padded to a
    /// longer stride: the encoder's row conversion matches CRasterKernels' whole-image one.
    @Test func randomPremultipliedPixelsConvertAsBitmapsDo() throws {
        var random = SeededGenerator(state: 5)
        for (width, height, padding) in [(1, 1, 0), (3, 2, 4), (61, 17, 8), (390, 9, 0), (1170, 3, 12)] {
            let stride = width * 4 + padding
            var argb = [UInt8](repeating: 0, count: stride * height)
            for i in argb.indices { argb[i] = random.byte() }
            // Runs of opaque and clear pixels, the SIMD path's cases.
            for i in Swift.stride(from: 3, to: argb.count, by: 4) where random.next() % 3 == 0 { argb[i] = 255 }
            for i in Swift.stride(from: 0, to: argb.count - 3, by: 4) where random.next() % 7 == 0 {
                argb[i] = 0; argb[i + 1] = 0; argb[i + 2] = 0; argb[i + 3] = 0
            }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            rr_argb32_to_rgba8(argb, Int32(width), Int32(height), Int32(stride), &rgba)
            let expected = try PNGCodec.encode(Bitmap(width: width, height: height, bytes: rgba))
            for settings in [PNGCodec.Settings.canonical, .canonicalScalar] {
                let data = try argb.withUnsafeBytes { raw in
                    try PNGCodec.encode(premultipliedARGB32: raw.baseAddress!, width: width, height: height, stride: stride,
                                        settings: settings)
                }
                #expect(data == expected, "\(width)×\(height), stride \(stride), \(settings.encoder)")
            }
        }
    }

    @Test func imageRendererPNGDataIsItsBitmapEncoded() throws {
        let renderer = ImageRenderer(content: MixedAlphaRow())
        renderer.scale = 2
        renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(try renderer.pngData() == PNGCodec.encode(renderer.bitmap()))
    }
}
