package main

var x = 1e+

// Error:
// 3:12: exponent has no digits
