import ChatGeometry
import ChatLayout
import ChatModel
import Testing

@Suite("Photo sizing: the proportional rule with clamps")
struct PhotoSizingTests {
    @Test("landscape: width is the maximum, height follows the ratio")
    func landscape() {
        let size = PhotoSizing.bubbleSize(source: Size(width: 4000, height: 3000), maxSize: 240, minSize: 60, maxAspectRatio: 3)
        #expect(size == Size(width: 240, height: 180))
    }

    @Test("portrait: height is the maximum, width follows the ratio")
    func portrait() {
        let size = PhotoSizing.bubbleSize(source: Size(width: 3000, height: 4000), maxSize: 240, minSize: 60, maxAspectRatio: 3)
        #expect(size == Size(width: 180, height: 240))
    }

    @Test("square: both sides are the maximum")
    func square() {
        #expect(PhotoSizing.bubbleSize(source: Size(width: 500, height: 500), maxSize: 240, minSize: 60, maxAspectRatio: 3)
            == Size(width: 240, height: 240))
    }

    @Test("a panorama is clamped to the maximum aspect ratio (the rest is cropped)")
    func panorama() {
        let size = PhotoSizing.bubbleSize(source: Size(width: 8000, height: 1000), maxSize: 240, minSize: 60, maxAspectRatio: 3)
        #expect(size == Size(width: 240, height: 80))
    }

    @Test("a very tall image is clamped too")
    func tall() {
        let size = PhotoSizing.bubbleSize(source: Size(width: 100, height: 2000), maxSize: 240, minSize: 20, maxAspectRatio: 4)
        #expect(size == Size(width: 60, height: 240))
    }

    @Test("the shorter side never drops below the minimum")
    func minimum() {
        let size = PhotoSizing.bubbleSize(source: Size(width: 1000, height: 400), maxSize: 240, minSize: 120, maxAspectRatio: 10)
        #expect(size == Size(width: 240, height: 120))
    }

    @Test("small photos are scaled up to the maximum like the reference rule")
    func smallPhoto() {
        #expect(PhotoSizing.bubbleSize(source: Size(width: 40, height: 20), maxSize: 200, minSize: 50, maxAspectRatio: 3)
            == Size(width: 200, height: 100))
    }
}

@Suite("Group positions")
struct GroupPositionTests {
    @Test func runs() {
        let messages = [text(0, "ana", "a"), text(1, "ana", "b"), text(2, "ana", "c"), text(3, "me", "d"), text(4, "ana", "e"), text(5, "ana", "f")]
        #expect(GroupPositions.compute(for: messages) == [.first, .middle, .last, .single, .first, .last])
    }

    @Test func empty() { #expect(GroupPositions.compute(for: []).isEmpty) }
}
