import RowRaster

/// The "complex visual row" of SwiftUI performance guides: a radial-gradient circle with a
/// purple shadow, a headline, and a gradient capsule progress bar sized by a GeometryReader,
/// all flattened by `drawingGroup()` when `flattened` is true.
public struct ComplexVisualRow: View {
    public let title: String
    public let progress: Double
    public let flattened: Bool

    public init(title: String = "Rendering pipeline", progress: Double = 0.68, flattened: Bool = true) {
        self.title = title
        self.progress = progress
        self.flattened = flattened
    }

    public var body: some View {
        if flattened {
            content.drawingGroup()
        } else {
            content
        }
    }

    private var content: some View {
        HStack(spacing: 16) {
            Circle()
                .fill(RadialGradient(colors: [.pink, .purple], center: .topLeading, startRadius: 4, endRadius: 64))
                .frame(width: 48, height: 48)
                .shadow(color: .purple.opacity(0.5), radius: 8, x: 0, y: 4)
            VStack(alignment: .leading, spacing: 8) {
                Text(title)
                    .font(.headline)
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(white: 0.9))
                        Capsule()
                            .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                            .frame(width: proxy.size.width * progress)
                    }
                }
                .frame(height: 8)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}
