import Foundation

/// A program run to its end with its standard output and error kept: `swift package describe`,
/// and the walkthrough tests' runs of `rowraster`.
package struct CapturedProcess {
    package var status: Int32
    package var output: Data
    package var errors: Data

    /// Runs `executable` and waits for it. Both pipes are drained at once, so neither fills
    /// (and stalls the program) while the other is read.
    package static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                            directory: URL? = nil) throws -> CapturedProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        final class Box: @unchecked Sendable { var data = Data() }
        let errorBox = Box(), errorHandle = errors.fileHandleForReading, done = DispatchSemaphore(value: 0)
        Thread {
            errorBox.data = errorHandle.readDataToEndOfFile()
            done.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return CapturedProcess(status: process.terminationStatus, output: outputData, errors: errorBox.data)
    }
}
