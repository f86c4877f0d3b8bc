module stdgolden

go 1.23
