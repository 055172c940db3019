import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// The shape corpus (`ShapeCorpus`): one golden per shape, and the same pixels wherever the
/// shape is placed, since a shape draws in its own space.
@MainActor
@Suite struct ShapeCorpusGoldens {
    @Test func chatBubble() { assertGolden(of: ShapeCorpus.entries[0].view.padding(4)) }
    @Test func wave() { assertGolden(of: ShapeCorpus.entries[1].view.padding(4)) }
    @Test func tabBarCutout() { assertGolden(of: ShapeCorpus.entries[2].view.padding(4)) }
    @Test func ticket() { assertGolden(of: ShapeCorpus.entries[3].view.padding(4)) }
    @Test func cornerCard() { assertGolden(of: ShapeCorpus.entries[4].view.padding(4)) }

    /// A widget-style card: tiles inside take the card's shape with concentric corners.
    @Test func concentricContainerCard() {
        let card = VStack(spacing: 6) {
            HStack(spacing: 6) {
                ContainerRelativeShape().fill(Color.orange)
                ContainerRelativeShape().fill(Color.teal)
            }
            ContainerRelativeShape().fill(Color.indigo)
        }
        .padding(10)
        .frame(width: 160, height: 120)
        .background(ContainerRelativeShape().fill(Color(white: 0.92)))
        .containerShape(RoundedRectangle(cornerRadius: 24))
        .padding(4)
        assertGolden(of: card)
    }

    /// Every corpus shape in one list-like column, each below the last and inset differently.
    @Test func placedInAColumn() {
        let view = VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(ShapeCorpus.entries.enumerated()), id: \.offset) { index, entry in
                entry.view.padding(.leading, CGFloat(index * 14))
            }
        }
        .padding(10)
        assertGolden(of: view)
    }

    /// Where each placement puts the shape's top-leading corner, in points.
    private static let placements: [(name: String, origin: CGPoint, place: (AnyView) -> AnyView)] = [
        ("padding", CGPoint(x: 10, y: 10), { AnyView($0.padding(10)) }),
        ("below a bar", CGPoint(x: 0, y: 37), { view in
            AnyView(VStack(spacing: 0) { Color.clear.frame(width: 10, height: 37); view }.frame(width: ShapeCorpus.size.width, alignment: .leading))
        }),
        ("after a label column", CGPoint(x: 53, y: 0), { view in
            AnyView(HStack(spacing: 0) { Color.clear.frame(width: 53, height: 10); view }.frame(height: ShapeCorpus.size.height, alignment: .top))
        }),
        ("deep in stacks", CGPoint(x: 29, y: 45), { view in
            AnyView(VStack(alignment: .leading, spacing: 5) {
                Color.clear.frame(width: 1, height: 12)
                HStack(alignment: .top, spacing: 4) { Color.clear.frame(width: 7, height: 1); view.padding(.top, 11) }
                    .padding(.leading, 18)
                    .padding(.top, 17)
            })
        }),
    ]

    /// Each shape alone and in each placement, with 4 points around it so the outline's outer
    /// half is inside the image: a stroke cut by the image's edge is drawn by Cairo with its
    /// joins there computed differently, which is no placement's doing.
    @Test(arguments: 0..<5) func drawsTheSameWhereverItIsPlaced(index: Int) throws {
        let entry = ShapeCorpus.entries[index]
        let scale: CGFloat = 3
        let alone = try render(AnyView(entry.view.padding(4)), scale: scale)
        for placement in Self.placements {
            let placed = try render(AnyView(placement.place(entry.view).padding(4)), scale: scale)
            let region = PixelRect(x: Int(placement.origin.x * scale), y: Int(placement.origin.y * scale),
                                   width: alone.width, height: alone.height)
            #expect(placed.width >= region.x + region.width && placed.height >= region.y + region.height,
                    "\(entry.name) \(placement.name): the image is \(placed.width)×\(placed.height)")
            guard placed.width >= region.x + region.width, placed.height >= region.y + region.height else { continue }
            // Pixman evaluates a linear gradient at absolute pixel positions in 16.16 fixed
            // point, so the same gradient one place over may round a few pixels' channels by
            // one or two levels (13 pixels of the chat bubble); a shape off its place differs by up to 255.
            let difference = Self.largestChannelDifference(placed.cropped(to: region), alone)
            #expect(difference <= 2, "\(entry.name) drew differently \(placement.name): a channel differs by \(difference)")
        }
    }

    /// The largest difference of one channel between two images of one size (255 when the
    /// sizes differ).
    private static func largestChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return 255 }
        return zip(a.bytes, b.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    private func render(_ view: AnyView, scale: CGFloat) throws -> Bitmap {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.bitmap()
    }
}
