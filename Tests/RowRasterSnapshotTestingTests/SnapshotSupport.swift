// The one line a Linux test target adds to an iOS snapshot suite: with RowRasterSnapshotTesting
// imported anywhere in the target, every test file's `.image` finds the strategies for
// RowRaster's views, and the files themselves stay as they are written for iOS.
import RowRasterSnapshotTesting
