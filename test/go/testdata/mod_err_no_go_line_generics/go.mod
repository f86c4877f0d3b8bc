module example.com/app
