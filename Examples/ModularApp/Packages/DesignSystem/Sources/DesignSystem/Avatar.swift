import SwiftUI

/// A person's initials in a tinted circle.
public struct Avatar: View {
    let initials: String
    let tint: Color

    public init(_ name: String, tint: Color = .indigo) {
        initials = name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
        self.tint = tint
    }

    public var body: some View {
        Text(initials)
            .font(.headline)
            .foregroundStyle(.white)
            .frame(width: 44, height: 44)
            .background(tint.gradient, in: Circle())
    }
}
