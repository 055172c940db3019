/// The size of the rows of a sidebar list, as SwiftUI's `SidebarRowSize`: the value of
/// `EnvironmentValues.sidebarRowSize`, which people choose in Settings on iPad and Mac.
public enum SidebarRowSize: Hashable, Sendable {
    /// Rows smaller than the default.
    case small
    /// The default rows.
    case medium
    /// Rows larger than the default.
    case large
}
