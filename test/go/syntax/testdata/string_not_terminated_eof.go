package main

var s = "abc
// Error:
// 3:9: string not terminated
