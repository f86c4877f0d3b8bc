package main

var x = 1﻿

func main() {}

// Error:
// 3:9: malformed constant: 1﻿
// 3:10: invalid BOM in the middle of the file
