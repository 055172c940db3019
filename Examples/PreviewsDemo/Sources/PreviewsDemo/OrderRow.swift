import SwiftUI

enum OrderStatus: String {
    case processing = "Processing"
    case shipped = "Shipped"
    case delivered = "Delivered"

    var tint: Color {
        switch self {
        case .processing: .orange
        case .shipped: .blue
        case .delivered: .green
        }
    }

    var symbol: String {
        switch self {
        case .processing: "clock"
        case .shipped: "box.truck"
        case .delivered: "checkmark.circle.fill"
        }
    }
}

struct OrderRow: View {
    let number: String
    let items: Int
    let total: Double
    let status: OrderStatus

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: status.symbol)
                .font(.title2)
                .foregroundStyle(status.tint)
                .frame(width: 36)
            VStack(alignment: .leading, spacing: 4) {
                Text("Order #\(number)")
                    .font(.headline)
                Text("\(items) items · \(total, format: .currency(code: "EUR"))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(status.rawValue)
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(status.tint.opacity(0.15), in: Capsule())
                .foregroundStyle(status.tint)
        }
        .padding()
    }
}

struct OrderRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            OrderRow(number: "10482", items: 3, total: 84.5, status: .processing)
                .previewDisplayName("Order processing")
            OrderRow(number: "10467", items: 1, total: 19.99, status: .shipped)
                .previewDisplayName("Order shipped")
            OrderRow(number: "10431", items: 6, total: 212, status: .delivered)
                .previewDisplayName("Order delivered")
        }
        .previewLayout(.sizeThatFits)
    }
}
