module github.com/example/memcached-operator

go 1.26.0
