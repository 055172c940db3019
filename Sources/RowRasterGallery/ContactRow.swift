import RowRaster

public struct Contact: Identifiable, Sendable {
    public let id: Int
    public let name: String
    public let detail: String
    public let time: String
    public let color: Color

    public static let sample = Contact(id: 1, name: "Ada Lovelace", detail: "Sent you the notes on the Engine",
                                       time: "9:41", color: .indigo)

    public var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}

/// An avatar with initials, a name and a secondary line, and a timestamp: the classic row.
public struct ContactRow: View {
    public let contact: Contact

    public init(contact: Contact) { self.contact = contact }

    public var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(contact.color)
                .frame(width: 44, height: 44)
                .overlay {
                    Text(contact.initials)
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name)
                    .font(.headline)
                Text(contact.detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
            Text(contact.time)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}
