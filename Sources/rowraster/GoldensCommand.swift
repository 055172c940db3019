import ArgumentParser
import Foundation
import RowRasterGoldens

struct GoldensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "Accept, inspect and prune golden images after a test run.",
        subcommands: [Accept.self, Status.self, Prune.self, Reencode.self])

    struct Options: ParsableArguments {
        @Option(help: "The directory holding Goldens/ and output/ (the package root).")
        var root = "."

        var rootURL: URL { URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL }
    }

    // Each subcommand names itself: ArgumentParser otherwise derives the name from the type's
    // name with String(describing:), and the first such call (the command tree is built on every
    // run, `gallery` included) costs a fresh process about 8 million instructions of the Swift
    // runtime's protocol-conformance scans.
    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "accept",
            abstract: "Copy the last run's actual renders over their goldens, without re-rendering.")

        @OptionGroup var options: Options

        @Argument(help: "Only goldens whose path matches this glob (or contains this text).")
        var pattern: String?

        func run() throws {
            let report: GoldenRuns.AcceptReport
            do { report = try GoldenRuns(root: options.rootURL).accept(matching: pattern) } catch {
                throw CommandFailure(error.description)
            }
            for golden in report.accepted { print("accepted \(golden)") }
            var problems: [String] = report.unreadableManifests.map {
                "the run manifest \($0.file) cannot be read (\($0.reason)): its goldens were not accepted; run the tests again"
            }
            problems += report.refused.map { "refused \($0.golden): \($0.reason)" }
            problems += report.failed.map { "failed \($0.golden): \($0.reason)" }
            guard problems.isEmpty else {
                let notReplaced = report.refused.map(\.golden) + report.failed.map(\.golden)
                throw CommandFailure((problems + [
                    "replaced: " + (report.accepted.isEmpty ? "none" : report.accepted.joined(separator: ", ")),
                    "not replaced: " + (notReplaced.isEmpty ? "none" : notReplaced.joined(separator: ", ")),
                ]).joined(separator: "\n"), exitCode: 1)
            }
            if report.accepted.isEmpty {
                if let pattern, !report.candidates.isEmpty {
                    throw CommandFailure("no failed or missing golden of the last run matches \(pattern); they are:\n  "
                        + report.candidates.joined(separator: "\n  "), exitCode: 1)
                }
                print("nothing to accept: every golden of the last run passed")
            }
        }
    }

    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status", abstract: "List missing, failed and orphaned goldens of the last run.")

        @OptionGroup var options: Options

        func run() throws {
            let status: GoldenRuns.Status
            do { status = try GoldenRuns(root: options.rootURL).status() } catch { throw CommandFailure(error.description) }
            for manifest in status.unreadableManifests {
                print("unreadable \(manifest.file): \(manifest.reason); its goldens are not listed")
            }
            let withoutActual = Set(status.withoutActual)
            func note(_ golden: String) -> String {
                withoutActual.contains(golden) ? "  (its actual render is gone: run the tests again to accept it)" : ""
            }
            for golden in status.missing { print("missing   \(golden)\(note(golden))") }
            for golden in status.failed { print("failed    \(golden)\(note(golden))") }
            if status.filtered {
                print("(the last run was filtered: orphaned goldens are not listed)")
            } else if !status.finished {
                print("(the last run did not finish: orphaned goldens are not listed)")
            } else {
                for golden in status.orphaned { print("orphaned  \(golden)") }
            }
            if status.missing.isEmpty, status.failed.isEmpty, status.orphaned.isEmpty, status.unreadableManifests.isEmpty {
                print("all goldens of the last run passed")
            }
        }
    }

    struct Prune: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: "List goldens the last unfiltered run did not touch; delete them with --delete.")

        @OptionGroup var options: Options

        @Flag(help: "Delete the listed goldens and their sidecars.")
        var delete = false

        func run() throws {
            let unused: [String]
            do { unused = try GoldenRuns(root: options.rootURL).prune(delete: delete) } catch {
                throw CommandFailure("\(error)")
            }
            if unused.isEmpty { print("no unused goldens") }
            for golden in unused { print(delete ? "deleted \(golden)" : "unused \(golden)") }
            if !unused.isEmpty, !delete { print("run again with --delete to remove them") }
        }
    }
}
