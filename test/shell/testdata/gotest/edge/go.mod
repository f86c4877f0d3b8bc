module example.com/edge

go 1.23
