package a

import ("fmt"; "example.com/m/z"; "example.com/m/y")

func A() { fmt.Printf("%d\n", "x"); z.Z(); y.Y() }
