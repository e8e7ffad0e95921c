print("themegen")
