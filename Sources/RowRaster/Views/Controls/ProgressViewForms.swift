import Foundation

// ProgressView's forms over a time interval and over a Foundation `Progress`, and the
// localized title form with a value.

/// The label a timer progress view shows by default: the time left (or gone) as a timer.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
    /// A bar that fills over `timerInterval` — or empties, counting down — shown at the
    /// render's now (`ImageRenderer.now`), with the labels given.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: 0, label: label(), currentValueLabel: currentValueLabel(), timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }

    /// The fraction of `timer` shown at `now`: the part still to run when counting down, the part run when counting up.
    static func timerFraction(_ timer: ProgressTimer, at now: Date) -> Double {
        let total = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
        let run = fraction(value: now.timeIntervalSince(timer.interval.lowerBound), total: total)
        return total > 0 ? (timer.countsDown ? 1 - run : run) : 0
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with a label, and the time as its current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar, with the time as its current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The progress a Foundation `Progress` reports: a spinner while it is indeterminate.
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : Self.fraction(value: progress.fractionCompleted, total: 1),
                  label: nil, currentValueLabel: nil)
    }
}

/// The interval a timer progress view runs over.
struct ProgressTimer {
    let interval: ClosedRange<Date>
    let countsDown: Bool
}
