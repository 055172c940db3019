import Algorithms
import DesignTokens
import SwiftUI

/// A subscription plan card with its features in two columns.
public struct PlanCard: View {
    let name: String
    let price: String
    let features: [String]

    public init(name: String, price: String, features: [String]) {
        self.name = name
        self.price = price
        self.features = features
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Image(.sparkle)
                Text(name).font(.title3.bold())
                Spacer()
                Text(price).font(.headline).foregroundStyle(Color.brand)
            }
            // Features in rows of two, with swift-algorithms' chunks(ofCount:).
            ForEach(Array(features.chunks(ofCount: 2).enumerated()), id: \.offset) { _, pair in
                HStack {
                    ForEach(Array(pair), id: \.self) { feature in
                        Label(feature, systemImage: "checkmark")
                            .font(.subheadline)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
            StatusBadge(.active)
        }
        .padding()
        .background(Color.brand.opacity(0.08), in: RoundedRectangle(cornerRadius: Palette.current.cornerRadius))
        .overlay(RoundedRectangle(cornerRadius: Palette.current.cornerRadius).stroke(.cardBorder, lineWidth: 2))
    }
}

#Preview("Plan card") {
    PlanCard(name: "Family", price: "$9.99/mo", features: ["6 people", "2 TB", "Shared albums", "Priority support"])
        .padding()
}
