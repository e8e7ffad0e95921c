import Testing
@Test func placeholderChatCodec() {}
