module example.com/memcached-operator

go 1.23
