import SwiftUI

// A notes and drawing app for iPad and iPhone (iOS 17.5–18): sketches that answer Apple Pencil's
// double tap and squeeze as the user set them up in Settings, a notebook's own ink colour as a
// custom shape style, and a split view of notebooks. A render is the first frame: no pencil yet.

/// The ink of a notebook: a custom shape style with a value for each colour scheme, used as a
/// `Color` (iOS 17's `Color(_:)` of a style).
struct NotebookInk: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        environment.colorScheme == .dark
            ? Color.Resolved(red: 0.40, green: 0.58, blue: 0.98)
            : Color.Resolved(red: 0.11, green: 0.32, blue: 0.78)
    }
}

/// A sketch in a notebook's list: a thumbnail in the notebook's ink with the current tool, the
/// sketch's title and size, and what the pencil's double tap does, read from Settings.
public struct SketchRow: View {
    public struct Sketch: Hashable {
        var title: String
        var strokes: Int
        var edited: String
    }

    public static let sample = Sketch(title: "Harbour at low tide", strokes: 214, edited: "Today, 9:41")

    let sketch: Sketch
    @Environment(\.preferredPencilDoubleTapAction) private var doubleTapAction
    @Environment(\.preferredPencilSqueezeAction) private var squeezeAction
    @Environment(\.documentConfiguration) private var document
    @State private var tool = "pencil"
    @State private var closedShapes = 0

    public init(sketch: Sketch) {
        self.sketch = sketch
    }

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color(NotebookInk()))
                .frame(width: 52, height: 52)
                .overlay {
                    Image(systemName: tool).font(.title2).foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(sketch.title).font(.headline)
                Text("\(sketch.strokes) strokes · \(sketch.edited)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(pencilHint).font(.caption).foregroundStyle(.tertiary)
            }
            Spacer(minLength: 0)
            if document?.isEditable == false {
                Image(systemName: "lock.fill").foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .onPencilDoubleTap { _ in
            switch doubleTapAction {
            case .switchEraser: tool = tool == "eraser" ? "pencil" : "eraser"
            case .ignore: break
            default: tool = "pencil"
            }
        }
        .onPencilSqueeze { phase in
            if case .ended = phase, squeezeAction == .showContextualPalette {
                tool = "paintpalette"
            }
        }
        .sensoryFeedback(.pathComplete, trigger: closedShapes)
    }

    private var pencilHint: String {
        switch doubleTapAction {
        case .switchEraser: return "Double-tap your pencil to erase"
        case .switchPrevious: return "Double-tap for the last tool"
        case .ignore: return "Pencil double-tap is off"
        default: return "Double-tap shows the palette"
        }
    }
}

/// The notebooks of the app in a split view: on iPhone the sidebar comes first, and choosing a
/// notebook puts the detail on top (`preferredCompactColumn`).
public struct NotebooksSplitScreen: View {
    public static let sample = ["Sketches", "Lecture notes", "Recipes", "Garden plans"]

    let notebooks: [String]
    @State private var selection: String?
    @State private var preferredColumn = NavigationSplitViewColumn.sidebar

    public init(notebooks: [String]) {
        self.notebooks = notebooks
    }

    public var body: some View {
        NavigationSplitView(preferredCompactColumn: $preferredColumn) {
            List(notebooks, id: \.self, selection: $selection) { notebook in
                NavigationLink(value: notebook) {
                    Label(notebook, systemImage: "book.closed")
                }
            }
            .navigationTitle("Notebooks")
            .onChange(of: selection) { _, chosen in
                if chosen != nil { preferredColumn = .detail }
            }
        } detail: {
            if let selection {
                Text(selection).font(.largeTitle.bold())
            } else {
                Text("Choose a notebook").foregroundStyle(.secondary)
            }
        }
    }
}
