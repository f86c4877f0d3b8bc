package main

var x = 0x1.8

// Error:
// 3:14: hexadecimal mantissa requires a 'p' exponent
