module example.com/emptydir

go 1.23
