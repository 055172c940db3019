import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

@MainActor
@Suite struct DisplayListTests {
    @Test func shapesLowerToFillsAndStrokesInTheirFrames() throws {
        let view = ZStack {
            RoundedRectangle(cornerRadius: 8).fill(.blue)
            Circle().stroke(.red, lineWidth: 2).padding(4)
        }
        .frame(width: 40, height: 30)
        #expect(try displayListDump(view) == """
        fill roundedRect(0 0 40 30 r 8 continuous) #007AFF
        stroke ellipse(9 4 22 22) #FF3B30 width 2
        """)
    }

    @Test func opacityAndClipWrapTheirContent() throws {
        let view = HStack(spacing: 0) {
            Color.green.frame(width: 10, height: 10).opacity(0.5)
            Color.orange.frame(width: 20, height: 10).clipShape(Capsule())
            Rectangle().frame(width: 5, height: 5).compositingGroup().opacity(0.25)
        }
        #expect(try displayListDump(view) == """
        group opacity(0.5)
          fill rect(0 0 10 10) #34C759
        group clip(roundedRect(10 0 20 10 r 5))
          fill rect(10 0 20 10) #FF9500
        group opacity(0.25)
          group compositingGroup
            fill rect(30 2.5 5 5) #000000
        """)
    }

    @Test func foregroundStyleResolvesHierarchicalLevels() throws {
        let view = VStack(spacing: 0) {
            Rectangle().frame(width: 4, height: 4)
            Rectangle().foregroundStyle(.secondary).frame(width: 4, height: 4)
            Rectangle().frame(width: 4, height: 4).foregroundStyle(.red)
            Rectangle().foregroundStyle(.tertiary).frame(width: 4, height: 4).foregroundStyle(.red)
            Rectangle().fill(.foreground).frame(width: 4, height: 4).foregroundColor(.blue)
        }
        #expect(try displayListDump(view) == """
        fill rect(0 0 4 4) #000000
        fill rect(0 4 4 4) #3C3C4399
        fill rect(0 8 4 4) #FF3B30
        fill rect(0 12 4 4) #FF3B304D
        fill rect(0 16 4 4) #007AFF
        """)
    }

    @Test func backgroundDrawsBehindAndOverlayInFront() throws {
        let view = Color.red.frame(width: 10, height: 10)
            .background(Color.blue)
            .overlay(alignment: .topLeading) { Color.green.frame(width: 2, height: 2) }
            .border(Color.black, width: 1)
        #expect(try displayListDump(view) == """
        fill rect(0 0 10 10) #007AFF
        fill rect(0 0 10 10) #FF3B30
        fill rect(0 0 2 2) #34C759
        stroke rect(0.5 0.5 9 9) #000000 width 1
        """)
    }

    @Test func zIndexReordersSiblingsOnly() throws {
        let view = ZStack {
            Color.red.frame(width: 4, height: 4).zIndex(1)
            Color.blue.frame(width: 4, height: 4)
        }
        #expect(try displayListDump(view) == """
        fill rect(0 0 4 4) #007AFF
        fill rect(0 0 4 4) #FF3B30
        """)
    }

    @Test func customShapePathsAreDrawnInTheirFrame() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        let view = Triangle().fill(.purple).frame(width: 20, height: 10).padding(5)
        #expect(try displayListDump(view) == """
        fill path(M15,5 L25,15 L5,15 Z) #AF52DE
        """)
    }

    @Test func textLowersToAPositionedParagraph() throws {
        let view = Text("Hello").font(.headline).padding(10)
        let dump = try displayListDump(view)
        #expect(dump.hasPrefix("text \"Hello\" Inter 17 w600 #000000 at (10 10) size ("))
    }
}
