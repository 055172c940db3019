import SwiftUI

// Does not compile on purpose (see Package.swift): `count` is an Int, not a String.
struct BrokenBadge: View {
    let count = 3

    var body: some View {
        Text(count)
    }
}
