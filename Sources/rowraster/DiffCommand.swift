import ArgumentParser
import Foundation
import RowRaster
import RowRasterPNG
import RowRasterGoldens

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images by pixels, perceptually.",
        discussion: "Exit status: 0 when they match within the tolerance, 1 when they differ, 2 on error.")

    @Argument(help: "The expected image.")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(help: "default, exact, or threshold=JND,fraction=F,cluster=N (any subset).")
    var tolerance = "default"

    @Option(help: "Write a diff image here (expected faded, red darker, blue lighter, yellow antialiasing).")
    var out: String?

    func run() throws {
        let tolerance: GoldenTolerance
        do { tolerance = try ToleranceParser.parse(self.tolerance) } catch { throw CommandFailure("\(error)") }
        // Everything is checked before anything is read or written: a refused command does nothing.
        for input in [expected, actual] {
            if let reason = PathKind.unreadableReason(input) { throw CommandFailure("cannot read \(input): \(reason)") }
        }
        if let out { try Self.checkOutput(out, inputs: [expected, actual]) }
        let expectedImage: Bitmap, actualImage: Bitmap
        do {
            expectedImage = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: expected))
            actualImage = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: actual))
        } catch {
            throw CommandFailure("\(error)")
        }
        switch compareImages(expected: expectedImage, actual: actualImage, tolerance: tolerance) {
        case .identical:
            print("identical: \(expectedImage.width)×\(expectedImage.height) pixels, every byte equal")
        case .sizeMismatch(let e, let a):
            print("sizes differ: expected \(e.width)×\(e.height), actual \(a.width)×\(a.height)")
            throw ExitCode(1)
        case .different(let difference):
            if let out {
                do {
                    try AtomicFile.write(PNGCodec.encode(diffImage(expected: expectedImage, difference: difference)),
                                         to: URL(fileURLWithPath: out))
                } catch {
                    throw CommandFailure("\(error)")
                }
            }
            let passes = difference.passes(tolerance)
            print((passes ? "match within tolerance: " : "differ: ") + difference.summary)
            if !passes {
                print("smallest passing tolerance: \(difference.smallestPassingTolerance(from: tolerance))")
                throw ExitCode(1)
            }
        }
    }
}

extension DiffCommand {
    /// Refuses an `--out` that is one of the inputs (through any path, hard or symbolic link) or an
    /// existing directory, FIFO, device or socket, which the diff image would replace.
    static func checkOutput(_ out: String, inputs: [String]) throws {
        for input in inputs where PathKind.sameFile(out, input) {
            throw CommandFailure("--out \(out) is the input image \(input): writing the diff would overwrite it; choose another file")
        }
        switch PathKind(of: out) {
        case .missing, .regularFile: break
        case let kind: throw CommandFailure("--out \(out) is \(kind), not a regular file: name a PNG file to write the diff to")
        }
    }
}

/// Reads `--tolerance`: a preset name or comma-separated `key=value` pairs.
enum ToleranceParser {
    struct Invalid: Error, CustomStringConvertible {
        let text: String
        var description: String { "invalid tolerance \"\(text)\": use default, exact, or threshold=1.5,fraction=0.001,cluster=20" }
    }

    static func parse(_ text: String) throws -> GoldenTolerance {
        switch text {
        case "default": return .default
        case "exact": return .exact
        default: break
        }
        var tolerance = GoldenTolerance.default
        // Every part must be a setting: "", ",," or "threshold=1," is a mistake, not the default.
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) else { throw Invalid(text: text) }
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { throw Invalid(text: text) }
            switch pair[0] {
            case "threshold":
                guard let value = Double(pair[1]), value >= 0, value.isFinite else { throw Invalid(text: text) }
                tolerance.perceptualThreshold = value
            case "fraction":
                guard let value = Double(pair[1]), value >= 0, value <= 1 else { throw Invalid(text: text) }
                tolerance.maxDifferingFraction = value
            case "cluster":
                guard let value = Int(pair[1]), value >= 0 else { throw Invalid(text: text) }
                tolerance.maxClusterSize = value
            case "antialiasing":
                guard let value = Bool(pair[1]) else { throw Invalid(text: text) }
                tolerance.ignoresAntialiasing = !value
            default:
                throw Invalid(text: text)
            }
        }
        return tolerance
    }
}
