import SwiftUI

/// A shop admin app's orders screen: a sortable, selectable table of orders. On iPhone the
/// table shows its first column (order number over the customer's name) as a plain list.
public struct OrdersTable: View {
    public struct Order: Identifiable, Hashable {
        public enum Status: String { case pending = "Pending", paid = "Paid", shipped = "Shipped" }
        public let id: Int
        let number: String
        let customer: String
        let total: Decimal
        let status: Status
        let placed: Date
    }

    public static let sample: [Order] = [
        Order(id: 1, number: "#10482", customer: "Mara Lindqvist", total: 86.40, status: .paid, placed: Date(timeIntervalSince1970: 1_730_000_000)),
        Order(id: 2, number: "#10483", customer: "Tomás Ruiz", total: 19.99, status: .pending, placed: Date(timeIntervalSince1970: 1_730_050_000)),
        Order(id: 3, number: "#10484", customer: "Priya Nair", total: 240.00, status: .shipped, placed: Date(timeIntervalSince1970: 1_730_090_000)),
        Order(id: 4, number: "#10485", customer: "Jon Okafor", total: 54.10, status: .paid, placed: Date(timeIntervalSince1970: 1_730_120_000)),
    ]

    @State private var orders: [Order]
    @State private var selection = Set<Order.ID>()
    @State private var sortOrder = [KeyPathComparator(\Order.number, order: .reverse)]

    public init(orders: [Order] = OrdersTable.sample) {
        _orders = State(initialValue: orders)
    }

    public var body: some View {
        Table(orders, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Order", value: \.number) { order in
                VStack(alignment: .leading, spacing: 2) {
                    Text(order.number).font(.headline)
                    Text(order.customer).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            TableColumn("Customer", value: \.customer)
            TableColumn("Total", value: \.total) { order in
                Text(order.total, format: .currency(code: "EUR"))
            }
            .width(min: 80, ideal: 100)
            .alignment(.trailing)
            TableColumn("Status", value: \.status.rawValue)
            TableColumn("Placed", value: \.placed) { order in
                Text(order.placed, style: .date)
            }
        }
        .onChange(of: sortOrder) { _, newOrder in
            orders.sort(using: newOrder)
        }
    }
}

/// The admin app's menu: sections of links, with counts of what needs attention as badges.
public struct AdminMenuList: View {
    let pendingOrders: Int
    let unreadMessages: Int
    let lowStock: Int

    public init(pendingOrders: Int = 7, unreadMessages: Int = 0, lowStock: Int = 3) {
        self.pendingOrders = pendingOrders
        self.unreadMessages = unreadMessages
        self.lowStock = lowStock
    }

    public var body: some View {
        List {
            Section("Store") {
                Label("Orders", systemImage: "box.truck").badge(pendingOrders)
                Label("Messages", systemImage: "bubble.left").badge(unreadMessages)
                Label("Inventory", systemImage: "archivebox").badge(lowStock > 0 ? "\(lowStock) low" : nil)
            }
            Section("Reports") {
                Label("Sales", systemImage: "chart.bar")
                Label("Payouts", systemImage: "creditcard").badge(Text("Friday"))
            }
        }
    }
}
