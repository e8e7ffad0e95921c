import Testing
@Test func placeholderChatText() {}
