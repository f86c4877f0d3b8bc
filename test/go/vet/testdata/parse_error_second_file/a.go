package main

func helper() int {
	return "not an int"
}
