/// The views a control is drawn with: evaluated and reused like any view, but left out of
/// evaluation reports, which list the app's views as SwiftUI's tools do.
package protocol BuiltInRendition {}
