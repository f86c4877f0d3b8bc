module example.com/op

go 1.23
