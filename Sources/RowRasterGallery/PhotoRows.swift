import Foundation
import RowRaster

/// The gallery's avatar photo, a PNG shipped with the gallery.
public enum GalleryImages {
    public static var avatarURL: URL {
        Bundle.module.url(forResource: "avatar", withExtension: "png", subdirectory: "Resources")!
    }

    /// The avatar, or a grey placeholder if the file cannot be read.
    @MainActor
    public static var avatar: some View {
        AsyncImage(url: avatarURL) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            Color.gray
        }
    }
}

/// A contact with a real photo, clipped to a circle, and an accessory.
public struct ContactPhotoRow: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 12) {
            GalleryImages.avatar
                .frame(width: 48, height: 48)
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text("Grace Hopper").font(.headline)
                Text("+1 (555) 010-1906").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Image(systemName: "phone.fill").foregroundStyle(.green)
            Image(systemName: "info.circle").foregroundStyle(.blue)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// A message row: avatar, sender and time, and a preview truncated to two lines.
public struct MessageRow: View {
    public init() {}

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            GalleryImages.avatar
                .frame(width: 52, height: 52)
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: 3) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Margaret Hamilton").font(.headline)
                    Spacer(minLength: 8)
                    Text("Yesterday").font(.subheadline).foregroundStyle(.secondary)
                    Image(systemName: "chevron.right").font(.footnote).foregroundStyle(.tertiary)
                }
                Text("The landing software is ready for review. I added the priority scheduling we talked about, so the computer drops low-priority tasks when it is overloaded.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}
