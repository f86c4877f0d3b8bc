module example.com/mainpkg

go 1.23
