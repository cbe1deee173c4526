print("a circle")
