import SwiftUI

/// A card transaction as a banking app lists it: merchant symbol, merchant and date, and the
/// amount in the account's currency, green when money came in.
public struct BankTransactionRow: View {
    public struct Transaction: Identifiable {
        public let id: Int
        let merchant: String
        let category: String
        let symbol: String
        let amount: Decimal
        let date: Date
    }

    public static let sample = Transaction(id: 1, merchant: "Blue Bottle Coffee", category: "Food & Drink", symbol: "cup.and.saucer.fill",
                                           amount: -4.75, date: Date(timeIntervalSince1970: 1_768_465_800))   // 2026-01-15 08:30 UTC

    let transaction: Transaction

    public init(transaction: Transaction) {
        self.transaction = transaction
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: transaction.symbol)
                .font(.body)
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(.brown.gradient, in: .circle)
            VStack(alignment: .leading, spacing: 2) {
                Text(transaction.merchant)
                    .font(.body)
                Text("\(transaction.category) · \(transaction.date, format: .dateTime.month(.abbreviated).day())")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount, format: .currency(code: "USD").sign(strategy: .always()))
                .font(.body.monospacedDigit())
                .foregroundStyle(transaction.amount > 0 ? .green : .primary)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

/// This month's spending against a budget: a linear gauge with the spent and remaining
/// amounts, turning orange past 80 %.
public struct SpendingBudgetRow: View {
    let spent: Double
    let budget: Double

    public init(spent: Double = 1_640, budget: Double = 2_000) {
        self.spent = spent
        self.budget = budget
    }

    private var fraction: Double { budget > 0 ? spent / budget : 0 }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("January spending")
                    .font(.headline)
                Spacer()
                Text(fraction, format: .percent.precision(.fractionLength(0)))
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(fraction > 0.8 ? .orange : .secondary)
            }
            Gauge(value: min(spent, budget), in: 0...budget) {
                Text("Budget")
            } currentValueLabel: {
                Text(spent, format: .currency(code: "USD"))
            } minimumValueLabel: {
                Text(0, format: .currency(code: "USD").precision(.fractionLength(0)))
            } maximumValueLabel: {
                Text(budget, format: .currency(code: "USD").precision(.fractionLength(0)))
            }
            .gaugeStyle(.linearCapacity)
            .tint(fraction > 0.8 ? .orange : .blue)
            Text("\(budget - spent, format: .currency(code: "USD")) left for the rest of the month")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
        .padding()
    }
}

/// An account's balance card; while the balance loads it is drawn redacted, as apps show
/// placeholders, and the figure rolls with a numeric transition when it changes.
public struct AccountBalanceCard: View {
    let name: String
    let balance: Decimal
    let isLoading: Bool

    public init(name: String = "Everyday Checking", balance: Decimal = 3_482.19, isLoading: Bool = false) {
        self.name = name
        self.balance = balance
        self.isLoading = isLoading
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(name, systemImage: "building.columns")
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.85))
            Text(balance, format: .currency(code: "USD"))
                .font(.largeTitle.weight(.bold))
                .foregroundStyle(.white)
                .contentTransition(.numericText())
            Text("Available balance")
                .font(.footnote)
                .foregroundStyle(.white.opacity(0.7))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(20)
        .background(.indigo.gradient, in: .rect(cornerRadius: 20))
        .redacted(reason: isLoading ? .placeholder : [])
        .padding()
    }
}

/// A banking app's activity screen: transactions grouped by day in an inset-grouped list,
/// with swipe actions, a context menu and a badge on pending items.
public struct RecentActivityList: View {
    @State private var transactions: [BankTransactionRow.Transaction] = [
        BankTransactionRow.sample,
        .init(id: 2, merchant: "Payroll", category: "Income", symbol: "banknote.fill", amount: 2_150,
              date: Date(timeIntervalSince1970: 1_768_435_200)),
        .init(id: 3, merchant: "City Transit", category: "Transport", symbol: "tram.fill", amount: -2.90,
              date: Date(timeIntervalSince1970: 1_768_384_800)),
    ]

    public init() {}

    public var body: some View {
        List {
            Section("Pending") {
                Text("Card authorisations")
                    .badge(2)
            }
            Section("Today") {
                ForEach(transactions) { transaction in
                    LabeledContent {
                        Text(transaction.amount, format: .currency(code: "USD"))
                            .foregroundStyle(transaction.amount > 0 ? .green : .primary)
                    } label: {
                        Text(transaction.merchant)
                        Text(transaction.category)
                    }
                    .swipeActions {
                        Button("Dispute", systemImage: "exclamationmark.bubble") {}
                            .tint(.orange)
                    }
                    .contextMenu {
                        Button("Copy Amount", systemImage: "doc.on.doc") {}
                        ShareLink(item: transaction.merchant)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}
