import Testing
@Test func placeholderChatRenderCLI() {}
