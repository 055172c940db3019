import SwiftUI

/// A notification on the lock screen's list: app icon, title and time, and the body, on
/// a rounded material platter over the wallpaper.
public struct NotificationCard: View {
    let icon: String
    let iconColor: Color
    let title: String
    let message: String
    let time: String

    public init(icon: String = "paperplane.fill", iconColor: Color = .blue,
                title: String = "Your parcel is out for delivery",
                message: String = "Expected between 2 and 4 PM. Leave it with a neighbour from the app if you are out.",
                time: String = "now") {
        self.icon = icon
        self.iconColor = iconColor
        self.title = title
        self.message = message
        self.time = time
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 10) {
            RoundedRectangle(cornerRadius: 9, style: .continuous)
                .fill(iconColor)
                .frame(width: 38, height: 38)
                .overlay(Image(systemName: icon).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Spacer()
                    Text(time)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                Text(message)
                    .font(.subheadline)
                    .lineLimit(3)
            }
        }
        .padding(14)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .background(
            LinearGradient(colors: [Color(red: 0.45, green: 0.3, blue: 0.7), Color(red: 0.95, green: 0.5, blue: 0.4)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
        )
    }
}
