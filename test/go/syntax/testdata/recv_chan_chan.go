package main

var c <-chan <-chan int

func main() {}
