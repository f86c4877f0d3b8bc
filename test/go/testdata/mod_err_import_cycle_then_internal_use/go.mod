module example.com/d2

go 1.23
