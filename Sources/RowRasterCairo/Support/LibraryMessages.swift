import CCairo
import Foundation
import RowRasterDisplay

/// GLib's log messages (Pango's, GLib's own) caught instead of printed: GLib's default handler
/// writes `Pango-CRITICAL …` lines to the terminal of whatever program renders. A critical,
/// error or warning becomes an error of the render it happened in (on the same thread);
/// informational and debug messages are dropped, as GLib drops them by default.
package enum LibraryMessages {
    /// Installs the handler, once per process; the text engine calls this before using Pango.
    package static func installHandler() { _ = installed }

    private static let installed: Void = {
        _ = g_log_set_default_handler({ domain, level, message, _ in
            let serious = G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue
            guard level.rawValue & serious != 0, let message else { return }
            let library = domain.map { String(cString: $0) } ?? "GLib"
            let error = RenderError.libraryMessage(library: library, message: String(cString: message))
            // The first message of a render is what it reports; later ones usually follow from it.
            let state = PerThreadState.current
            if state.libraryMessage == nil { state.libraryMessage = error }
        }, nil)
    }()

    /// The first message logged on this thread since the last call, as an error; nil if none.
    package static func takeError() -> RenderError? {
        let state = PerThreadState.current
        defer { state.libraryMessage = nil }
        return state.libraryMessage
    }
}
