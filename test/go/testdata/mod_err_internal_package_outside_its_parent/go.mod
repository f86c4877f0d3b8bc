module example.com/d

go 1.23
