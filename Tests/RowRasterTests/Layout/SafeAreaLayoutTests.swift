import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// An iPhone 15 sized canvas: 390×844 points, a 47-point status bar and a 34-point home
/// indicator held out of the content by the safe area.
@MainActor
private func onDevice<V: View>(_ view: V) -> some View {
    view.safeAreaPadding(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
}

private let device = ProposedViewSize(width: 390, height: 844)
private let fullScreen = CGRect(x: 0, y: 0, width: 390, height: 844)
private let safeRect = CGRect(x: 0, y: 47, width: 390, height: 763)

@MainActor
@Suite struct SafeAreaLayoutTests {
    @Test func contentStaysInsideTheDeviceSafeArea() throws {
        #expect(try frames(of: "Color", in: onDevice(Color.red), proposal: device) == [safeRect])
    }

    @Test func ignoresSafeAreaFillsTheWholeDevice() throws {
        #expect(try frames(of: "Color", in: onDevice(Color.red.ignoresSafeArea()), proposal: device) == [fullScreen])
    }

    @Test func backgroundColourIgnoresTheSafeAreaWhileContentStaysInside() throws {
        let view = onDevice(ZStack {
            Color.blue.ignoresSafeArea()
            Color.red.frame(width: 100, height: 100)
        })
        #expect(try frames(of: "Color", in: view, proposal: device) == [fullScreen, CGRect(x: 145, y: 378.5, width: 100, height: 100)])
    }

    @Test func onlyTheNamedEdgesAreIgnored() throws {
        let top = onDevice(Color.red.ignoresSafeArea(edges: .top))
        #expect(try frames(of: "Color", in: top, proposal: device) == [CGRect(x: 0, y: 0, width: 390, height: 810)])
        let bottom = onDevice(Color.red.ignoresSafeArea(.container, edges: .bottom))
        #expect(try frames(of: "Color", in: bottom, proposal: device) == [CGRect(x: 0, y: 47, width: 390, height: 797)])
    }

    @Test func theKeyboardRegionHoldsNoSpaceAtRest() throws {
        #expect(try frames(of: "Color", in: onDevice(Color.red.ignoresSafeArea(.keyboard)), proposal: device) == [safeRect])
    }

    @Test func edgesIgnoringSafeAreaIsTheOlderName() throws {
        let view = onDevice(Color.red.modifier(_SafeAreaIgnoringModifier(regions: .all, edges: .vertical)))
        #expect(try frames(of: "Color", in: view, proposal: device) == [fullScreen])
    }

    @Test func aViewShortOfTheSafeEdgeStaysWhereItIs() throws {
        let view = onDevice(VStack(spacing: 0) {
            Color.red.frame(height: 100).ignoresSafeArea()
            Spacer()
        }.padding(.top, 10))
        #expect(try frames(of: "Color", in: view, proposal: device) == [CGRect(x: 0, y: 57, width: 390, height: 100)])
    }

    /// The content is offered the grown frame and placed at its top: a colour fills it, a
    /// view of fixed height keeps its height and moves up under the status bar.
    @Test func aViewAtTheTopIsOfferedTheStatusBar() throws {
        let view = onDevice(VStack(spacing: 0) {
            Color.red.frame(height: 100).ignoresSafeArea()
            Spacer()
        })
        #expect(try frames(of: "Color", in: view, proposal: device) == [CGRect(x: 0, y: 0, width: 390, height: 100)])
        let flexible = onDevice(VStack(spacing: 0) {
            Color.red.frame(height: 100).frame(maxHeight: .infinity).ignoresSafeArea()
            Color.green.frame(height: 600)
        })
        #expect(try frames(of: "Color", in: flexible, proposal: device)
                == [CGRect(x: 0, y: 55, width: 390, height: 100), CGRect(x: 0, y: 210, width: 390, height: 600)])
        #expect(try frames(of: "flexFrame", in: flexible, proposal: device) == [CGRect(x: 0, y: 0, width: 390, height: 210)])
    }

    @Test func styleBackgroundsIgnoreTheSafeAreaByDefault() throws {
        let view = onDevice(Color.red.frame(width: 100, height: 100).frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.blue))
        #expect(try frames(of: "Rectangle", in: view, proposal: device) == [fullScreen])
        #expect(try frames(of: "Color", in: view, proposal: device) == [CGRect(x: 145, y: 378.5, width: 100, height: 100)])
        let kept = onDevice(Color.clear.background(Color.blue, ignoresSafeAreaEdges: []))
        #expect(try frames(of: "Rectangle", in: kept, proposal: device) == [safeRect])
        let top = onDevice(Color.clear.background(Color.blue, ignoresSafeAreaEdges: .top))
        #expect(try frames(of: "Rectangle", in: top, proposal: device) == [CGRect(x: 0, y: 0, width: 390, height: 810)])
    }

    @Test func aBackgroundViewThatIgnoresTheSafeAreaGrowsWithTheView() throws {
        let view = onDevice(Color.clear.background { Color.blue.ignoresSafeArea() })
        #expect(try frames(of: "Color", in: view, proposal: device) == [fullScreen, safeRect])
    }

    @Test func viewBackgroundsKeepTheViewsFrame() throws {
        let view = onDevice(Color.clear.background { Rectangle().fill(Color.blue) })
        #expect(try frames(of: "Rectangle", in: view, proposal: device) == [safeRect])
    }

    @Test func geometryProxyReportsTheInsetsTheReaderReaches() throws {
        var reported: [EdgeInsets] = []
        let view = onDevice(GeometryReader { proxy in
            let _ = reported.append(proxy.safeAreaInsets)
            Color.clear
        })
        _ = try layoutDump(view, proposal: device)
        #expect(reported == [EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)])

        reported = []
        let ignoring = onDevice(GeometryReader { proxy in
            let _ = reported.append(proxy.safeAreaInsets)
            Color.clear
        }.ignoresSafeArea())
        #expect(try frames(of: "GeometryReader", in: ignoring, proposal: device) == [fullScreen])
        #expect(reported == [EdgeInsets()])
    }

    @Test func safeAreaInsetAtTheBottomShrinksTheView() throws {
        let view = Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
        #expect(try frames(of: "Color", in: view, proposal: device)
                == [CGRect(x: 0, y: 0, width: 390, height: 794), CGRect(x: 0, y: 794, width: 390, height: 50)])
        #expect(try frames(of: "safeAreaInset", in: view, proposal: device) == [fullScreen])
    }

    @Test func safeAreaInsetAtTheTopWithDefaultSpacing() throws {
        let view = Color.red.safeAreaInset(edge: .top) { Color.blue.frame(height: 50) }
        #expect(try frames(of: "Color", in: view, proposal: device)
                == [CGRect(x: 0, y: 58, width: 390, height: 786), CGRect(x: 0, y: 0, width: 390, height: 50)])
    }

    @Test func contentIgnoringTheSafeAreaRunsUnderTheInset() throws {
        let view = onDevice(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50)
        })
        #expect(try frames(of: "Color", in: view, proposal: device)
                == [fullScreen, CGRect(x: 0, y: 760, width: 390, height: 50)])
    }

    @Test func safeAreaInsetAlignsItsContent() throws {
        let view = Color.red.safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 10) {
            Color.blue.frame(width: 60, height: 40)
        }
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 200, height: 300))
                == [CGRect(x: 0, y: 0, width: 200, height: 250), CGRect(x: 140, y: 260, width: 60, height: 40)])
    }

    @Test func safeAreaInsetOnAHorizontalEdge() throws {
        let view = Color.red.safeAreaInset(edge: .leading, alignment: .top, spacing: 0) {
            Color.blue.frame(width: 30, height: 40)
        }
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 200, height: 100))
                == [CGRect(x: 30, y: 0, width: 170, height: 100), CGRect(x: 0, y: 0, width: 30, height: 40)])
    }

    @Test func safeAreaInsetOnTheLeadingEdgeOfARightToLeftView() throws {
        let view = Color.red.safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 30) }
            .environment(\.layoutDirection, .rightToLeft)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 200, height: 100))
                == [CGRect(x: 0, y: 0, width: 170, height: 100), CGRect(x: 170, y: 0, width: 30, height: 100)])
    }

    @Test func safeAreaInsetOfAFixedSizeViewHugsIt() throws {
        let view = Color.red.frame(width: 100, height: 100).safeAreaInset(edge: .bottom, spacing: 4) {
            Color.blue.frame(width: 50, height: 20)
        }
        #expect(try frames(of: "safeAreaInset", in: view) == [CGRect(x: 0, y: 0, width: 100, height: 124)])
    }

    @Test func safeAreaPaddingInsetsContentAndIgnoringContentRunsUnder() throws {
        let proposal = ProposedViewSize(width: 200, height: 100)
        #expect(try frames(of: "Color", in: Color.red.safeAreaPadding(.horizontal, 20), proposal: proposal)
                == [CGRect(x: 20, y: 0, width: 160, height: 100)])
        #expect(try frames(of: "Color", in: Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20), proposal: proposal)
                == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(try frames(of: "Color", in: Color.red.safeAreaPadding(), proposal: proposal)
                == [CGRect(x: 16, y: 16, width: 168, height: 68)])
        #expect(try frames(of: "Color", in: Color.red.safeAreaPadding(10), proposal: proposal)
                == [CGRect(x: 10, y: 10, width: 180, height: 80)])
    }

    @Test func ignoringTheLeadingEdgeOfARightToLeftViewGrowsItRightwards() throws {
        let view = Color.red.ignoresSafeArea(edges: .leading).safeAreaPadding(.leading, 20)
            .environment(\.layoutDirection, .rightToLeft)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 200, height: 100))
                == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        let trailing = Color.red.ignoresSafeArea(edges: .trailing).safeAreaPadding(.leading, 20)
            .environment(\.layoutDirection, .rightToLeft)
        #expect(try frames(of: "Color", in: trailing, proposal: ProposedViewSize(width: 200, height: 100))
                == [CGRect(x: 0, y: 0, width: 180, height: 100)])
    }

    @Test func nestedSafeAreasAreIgnoredAllTheWayOut() throws {
        let view = onDevice(Color.red.ignoresSafeArea().safeAreaPadding(.bottom, 20))
        #expect(try frames(of: "Color", in: view, proposal: device) == [fullScreen])
    }

    @Test func badLengthsDoNotTrap() throws {
        #expect(throws: RenderError.self) { try layoutDump(Color.red.safeAreaPadding(.nan), proposal: device) }
        #expect(throws: RenderError.self) {
            try layoutDump(Color.red.safeAreaInset(edge: .top, spacing: .infinity) { Color.blue }, proposal: device)
        }
        let huge = onDevice(Color.red.frame(width: 1e12, height: 1e12).ignoresSafeArea())
        _ = try? layoutDump(huge, proposal: device)
    }

    @Test func displayListDrawsTheIgnoringBackgroundUnderTheBars() throws {
        let view = onDevice(ZStack {
            Color.blue.ignoresSafeArea()
            Color.red.frame(width: 100, height: 100)
        })
        #expect(try displayListDump(view, proposal: device) == """
        fill rect(0 0 390 844) #007AFF
        fill rect(145 378.5 100 100) #FF3B30
        """)
    }
}

/// Scroll views show their content under the safe area they reach, as content insets.
@MainActor
@Suite struct SafeAreaScrollTests {
    /// SwiftUI's own example: cards start 20 points in, and the next card shows in the margin.
    @Test func safeAreaPaddingOnAHorizontalScrollViewInsetsItsContent() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.frame(width: 100, height: 50) }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        let proposal = ProposedViewSize(width: 300, height: 50)
        #expect(try frames(of: "ScrollView", in: view, proposal: proposal) == [CGRect(x: 20, y: 0, width: 260, height: 50)])
        #expect(try displayListDump(view, proposal: proposal) == """
        group clip(rect(0 0 300 50))
          fill rect(20 0 100 50) #FF3B30
          fill rect(130 0 100 50) #FF3B30
          fill rect(240 0 100 50) #FF3B30
        """)
    }

    @Test func aScrollViewOnADeviceShowsContentUnderTheHomeIndicator() throws {
        let view = onDevice(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { _ in Color.red.frame(height: 100) }
            }
        })
        let nodes = try laidOutNodes(view, proposal: device)
        let colors = nodes.filter { $0.name == "Color" }.map(\.frame)
        #expect(colors.first == CGRect(x: 0, y: 47, width: 390, height: 100))
        let dump = try displayListDump(view, proposal: device)
        #expect(dump.hasPrefix("group clip(rect(0 0 390 844))"))
        // The eighth row runs past the safe area, under the home indicator, and is drawn.
        #expect(dump.contains("fill rect(0 747 390 100)"))
    }

    @Test func aListsBackgroundRunsUnderTheBars() throws {
        let view = onDevice(List { Text("Row") })
        #expect(try frames(of: "ListBackground", in: view, proposal: device) == [fullScreen])
    }
}

/// `contentMargins`: insets of scroll content on top of the safe area.
@MainActor
@Suite struct ContentMarginsTests {
    /// Three 100-point cards 10 apart in a horizontal scroll view.
    private var strip: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.frame(width: 100, height: 50) }
            }
        }
    }

    @Test func horizontalMarginsInsetTheContentInsideTheScrollView() throws {
        let view = strip.contentMargins(.horizontal, 20)
        let proposal = ProposedViewSize(width: 300, height: 50)
        #expect(try frames(of: "ScrollView", in: view, proposal: proposal) == [CGRect(x: 0, y: 0, width: 300, height: 50)])
        #expect(try frames(of: "Color", in: view, proposal: proposal).map(\.minX) == [20, 130, 240])
    }

    @Test func marginsAddToTheSafeArea() throws {
        let view = strip.contentMargins(.horizontal, 20, for: .scrollContent).safeAreaPadding(.horizontal, 10)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 300, height: 50)).map(\.minX) == [30, 140, 250])
    }

    @Test func indicatorMarginsMoveNothing() throws {
        let view = strip.contentMargins(.horizontal, 20, for: .scrollIndicators)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 300, height: 50)).map(\.minX) == [0, 110, 220])
    }

    @Test func verticalMarginsShrinkTheContentWidthAndScrollToTheEnd() throws {
        let view = ScrollView {
            Color.red.frame(height: 400)
        }
        .contentMargins(.all, EdgeInsets(top: 10, leading: 16, bottom: 30, trailing: 16))
        .defaultScrollAnchor(.bottom)
        let proposal = ProposedViewSize(width: 200, height: 300)
        // 400 of content and 40 of margins in 300: the end shows the content's bottom 30 above the frame's.
        #expect(try frames(of: "Color", in: view, proposal: proposal) == [CGRect(x: 16, y: -130, width: 168, height: 400)])
    }

    @Test func badMarginsLeaveNone() throws {
        let view = strip.contentMargins(.nan).contentMargins(.horizontal, -5)
        #expect(try frames(of: "Color", in: view, proposal: ProposedViewSize(width: 300, height: 50)).map(\.minX) == [0, 110, 220])
    }
}
