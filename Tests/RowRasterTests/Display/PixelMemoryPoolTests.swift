import Testing
@testable import RowRasterCairo

/// Pixel memory kept between surfaces: up to a limit while rows are drawn, a screenful between.
@Suite struct PixelMemoryPoolTests {
    private let megabyte = 1024 * 1024

    @Test func freedBuffersAreKeptUpToTheLimitAndTrimmedLargestFirst() throws {
        let pool = PixelMemoryPool(retainedLimit: 10 * megabyte)
        // Sizes exactly on a size class, so the bytes kept are the bytes asked for plus the header.
        let sizes = [4, 2, 2, 1, 3].map { $0 * megabyte - PixelMemoryPool.headerSize }
        let buffers = try sizes.map { try #require(pool.take($0)) }
        for buffer in buffers { pool.give(buffer) }
        // 4 + 2 + 2 + 1 = 9 MB fit under 10; the 3 MB buffer would not, and was freed.
        #expect(pool.retainedBytes == 9 * megabyte)
        pool.trim(to: 3 * megabyte)
        // The 4 MB buffer goes first, then a 2 MB one; 2 + 1 MB stay.
        #expect(pool.retainedBytes == 3 * megabyte)
        pool.trim(to: 0)
        #expect(pool.retainedBytes == 0)
    }

    @Test func aKeptBufferServesTheNextSurfaceOfItsSize() throws {
        let pool = PixelMemoryPool(retainedLimit: 10 * megabyte)
        let first = try #require(pool.take(megabyte))
        pool.give(first)
        let second = try #require(pool.take(megabyte))
        #expect(second == first, "reused, not allocated and faulted in again")
        #expect(pool.retainedBytes == 0)
        pool.give(second)
    }
}
