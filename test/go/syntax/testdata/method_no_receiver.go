package main

func () M() {}

func main() {}

// Error:
// 3:9: method has no receiver
