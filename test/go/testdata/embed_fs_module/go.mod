module example.com/embedfs

go 1.23
