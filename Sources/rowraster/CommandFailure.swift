import ArgumentParser
import Foundation

/// A command that could not do what it was asked: the message says what is wrong and what to do,
/// and the process exits with `exitCode` (never 0). `RowRasterCommand.main` prints it to standard
/// error; tests read it from the thrown error.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32

    init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }

    var description: String { message }
}
