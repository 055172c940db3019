import Foundation
import Testing
import XCTest

/// Reports a failed assertion to whichever test library is running: Swift Testing records
/// an issue at the call site, XCTest fails the current test case there.
struct FailureReporter {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
