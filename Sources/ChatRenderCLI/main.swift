print("chatrender")
