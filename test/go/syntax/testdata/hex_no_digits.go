package main

var x = 0x

// Error:
// 3:11: hexadecimal literal has no digits
