// Foundation's coders as Combine's top-level coders, as Combine declares them on Apple's
// platforms: `CodableRepresentation` takes them, and so does `decode(type:decoder:)` in a
// publisher chain. OpenCombine keeps these conformances in OpenCombineFoundation, which this
// package does not build (see Package.swift), so they are declared here, once.

import Foundation
import OpenCombine

extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
