import Testing
@Test func placeholderChatRender() {}
