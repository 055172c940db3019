// The Foundation values CoreTransferable makes transferable, with the content types they
// travel as on Apple's platforms.

import Foundation
import UniformTypeIdentifiers

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<String>(contentType: .utf8PlainText,
                                   exporting: { Data($0.utf8) },
                                   importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Data>(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<URL>(contentType: .url,
                                exporting: { Data($0.absoluteString.utf8) },
                                importing: { data in
                                    guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                                        throw TransferError.notAURL
                                    }
                                    return url
                                })
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation<AttributedString, String>(exporting: { String($0.characters) },
                                                      importing: { AttributedString($0) })
    }
}

/// Why a built-in conversion failed.
public enum TransferError: Error, Sendable {
    /// The data imported as a URL is not one.
    case notAURL
}
