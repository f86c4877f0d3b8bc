module example.com/app

go 1.23
