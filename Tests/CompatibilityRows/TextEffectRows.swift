import SwiftUI

// Rows whose text is drawn by a `TextRenderer`, as iOS 17–18 apps write them: a search
// result that highlights the matched words, marked with a custom attribute, and a headline
// that types itself in glyph by glyph, drawn here at rest with every glyph shown.

/// Marks the words of a search result that matched the query.
public struct MatchHighlight: TextAttribute {
    public init() {}
}

/// Draws a soft rounded highlight behind every run marked `MatchHighlight`, then the text.
public struct MatchHighlightRenderer: TextRenderer {
    public var tint: Color

    public init(tint: Color) {
        self.tint = tint
    }

    public func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line where run[MatchHighlight.self] != nil {
                let box = run.typographicBounds.rect.insetBy(dx: -2, dy: 0)
                ctx.fill(Path(roundedRect: box, cornerRadius: 4), with: .color(tint.opacity(0.3)))
            }
            ctx.draw(line)
        }
    }
}

/// A search result in a notes app: the note's title with the query's words highlighted, and
/// a snippet.
public struct NoteSearchResultRow: View {
    let title: [(String, Bool)]
    let snippet: String
    let folder: String

    public init() {
        title = [("Quarterly ", false), ("budget", true), (" review with ", false), ("finance", true)]
        snippet = "Move the budget sync to Thursday; finance wants the draft by noon."
        folder = "Work"
    }

    private var highlightedTitle: Text {
        title.reduce(Text("")) { text, part in
            text + (part.1 ? Text(part.0).customAttribute(MatchHighlight()).bold() : Text(part.0))
        }
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "note.text")
                .font(.title3)
                .foregroundStyle(.yellow)
            VStack(alignment: .leading, spacing: 4) {
                highlightedTitle
                    .font(.headline)
                    .textRenderer(MatchHighlightRenderer(tint: .yellow))
                Text(snippet)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                Label(folder, systemImage: "folder")
                    .font(.caption)
                    .foregroundStyle(.tertiary)
            }
            Spacer(minLength: 0)
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 16)
    }
}

/// Types text in glyph by glyph: each glyph fades in and rises as `elapsedTime` passes it.
public struct TypewriterRenderer: TextRenderer, Animatable {
    public var elapsedTime: TimeInterval
    public var glyphDuration: TimeInterval = 0.04

    public init(elapsedTime: TimeInterval) {
        self.elapsedTime = elapsedTime
    }

    public var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    public func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        var index = 0
        for line in layout {
            for run in line {
                for glyph in run {
                    let start = Double(index) * glyphDuration
                    let progress = min(1, max(0, (elapsedTime - start) / glyphDuration))
                    var copy = ctx
                    copy.opacity = progress
                    copy.translateBy(x: 0, y: (1 - progress) * 6)
                    copy.draw(glyph)
                    index += 1
                }
            }
        }
    }
}

/// An onboarding headline typed in by `TypewriterRenderer`; once typed (as a render shows
/// it) it reads as plain text.
public struct TypedHeadlineCard: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Your week, planned in one place.")
                .font(.title2.weight(.bold))
                .textRenderer(TypewriterRenderer(elapsedTime: 10))
            Text("Calendars, tasks and notes sync across your devices.")
                .font(.callout)
                .foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.blue.opacity(0.08), in: RoundedRectangle(cornerRadius: 16))
        .padding(16)
    }
}
