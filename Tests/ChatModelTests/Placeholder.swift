import Testing
@Test func placeholderChatModel() {}
