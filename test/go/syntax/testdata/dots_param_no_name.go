package main

func f(... int) {}

func main() {}
