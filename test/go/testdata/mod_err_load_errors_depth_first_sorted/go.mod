module example.com/e

go 1.23
