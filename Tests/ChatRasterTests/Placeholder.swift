import Testing
@Test func placeholderChatRaster() {}
