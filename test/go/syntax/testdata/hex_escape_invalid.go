package main

var s = "\xzz"

// Error:
// 3:12: invalid character 'z' in hexadecimal escape
