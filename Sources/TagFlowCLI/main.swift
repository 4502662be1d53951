print("tagflow")
