module example.com/c

go 1.23
