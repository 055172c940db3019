import SwiftUI

struct StatTile: View {
    let title: String
    let value: String
    let unit: String
    let samples: [Double]
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: "waveform.path.ecg")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(value).font(.system(.title, design: .rounded).weight(.semibold))
                Text(unit).font(.subheadline).foregroundStyle(.secondary)
            }
            Canvas { context, size in
                guard let low = samples.min(), let high = samples.max(), high > low, samples.count > 1 else { return }
                var path = Path()
                for (index, sample) in samples.enumerated() {
                    let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(samples.count - 1),
                                        y: size.height * (1 - CGFloat((sample - low) / (high - low))))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                context.stroke(path, with: .color(tint), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
            .frame(height: 44)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
        .padding()
    }
}

#Preview("Steps", traits: .fixedLayout(width: 220, height: 180)) {
    StatTile(title: "Steps", value: "8,412", unit: "steps", samples: [2, 5, 3, 8, 6, 9, 7, 11, 10], tint: .orange)
}

#Preview("Heart rate", traits: .fixedLayout(width: 220, height: 180)) {
    StatTile(title: "Heart Rate", value: "62", unit: "BPM", samples: [64, 61, 66, 70, 63, 60, 62, 65, 62], tint: .red)
        .preferredColorScheme(.dark)
        .background(Color.black)
}
