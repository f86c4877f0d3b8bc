package util

func helper() string { return "help" }
