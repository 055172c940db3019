import Foundation
@testable import RowRaster

/// A three-tab app as iPhone apps write it: each tab a screen with an item, the second selected.
struct ThreeTabApp: View {
    @State private var selection = "inbox"

    var body: some View {
        TabView(selection: $selection) {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
                .tag("home")
            List { ForEach(0..<30, id: \.self) { Text("Message \($0)") } }
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag("inbox")
            Text("Settings screen")
                .tabItem {
                    Image(systemName: "gearshape")
                    Text("Settings")
                }
                .tag("settings")
        }
    }
}

/// Three coloured pages in the page style, the first showing.
struct ColouredPages: View {
    var indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic
    var background: PageIndexViewStyle.BackgroundDisplayMode = .automatic

    var body: some View {
        TabView {
            ForEach([Color.teal, .orange, .purple], id: \.self) { colour in
                colour.overlay { Text("Page").font(.largeTitle).foregroundStyle(.white) }
            }
        }
        .tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
        .indexViewStyle(.page(backgroundDisplayMode: background))
    }
}
