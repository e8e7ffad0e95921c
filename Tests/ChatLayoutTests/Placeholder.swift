import Testing
@Test func placeholderChatLayout() {}
