import SwiftUI

/// A product in a shop's search results: photo well, name, star rating with review count,
/// price with the old price struck through, and an add-to-bag button.
public struct ProductRow: View {
    public struct Product: Identifiable {
        public let id: Int
        let name: String
        let maker: String
        let rating: Double
        let reviews: Int
        let price: Decimal
        let oldPrice: Decimal?
        let swatch: Color
    }

    public static let sample = Product(id: 88, name: "Trail Runner 4 GTX", maker: "Northfield", rating: 4.3, reviews: 1_284,
                                       price: 129.99, oldPrice: 159.99, swatch: .mint)

    let product: Product

    public init(product: Product) {
        self.product = product
    }

    private func price(_ value: Decimal) -> String {
        "$" + String(format: "%.2f", NSDecimalNumber(decimal: value).doubleValue)
    }

    public var body: some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 12)
                .fill(product.swatch.opacity(0.25))
                .frame(width: 88, height: 88)
                .overlay(
                    Image(systemName: "bolt.fill")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 34)
                        .foregroundColor(product.swatch)
                )
            VStack(alignment: .leading, spacing: 4) {
                Text(product.maker.uppercased())
                    .font(.caption2.weight(.semibold))
                    .foregroundColor(.secondary)
                Text(product.name)
                    .font(.headline)
                    .lineLimit(2)
                HStack(spacing: 2) {
                    ForEach(0..<5) { index in
                        Image(systemName: Double(index) + 0.5 <= product.rating ? "star.fill" : "star")
                            .font(.caption2)
                            .foregroundColor(.orange)
                    }
                    Text("(\(product.reviews))")
                        .font(.caption)
                        .foregroundColor(.secondary)
                        .padding(.leading, 4)
                }
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text(price(product.price))
                        .font(.title3.bold())
                    if let old = product.oldPrice {
                        Text(price(old))
                            .font(.subheadline)
                            .strikethrough()
                            .foregroundColor(.secondary)
                    }
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "plus")
                            .font(.body.bold())
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.small)
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}
