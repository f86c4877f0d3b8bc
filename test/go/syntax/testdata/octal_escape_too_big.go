package main

var s = "\777"

// Error:
// 3:14: octal escape value 511 > 255
