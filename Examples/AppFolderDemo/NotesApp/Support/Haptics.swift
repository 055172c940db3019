import UIKit

/// A tap of feedback when a note is pinned.
enum Haptics {
    static func pinned() {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }
}
