module example.com/m

go 1.22

require example.com/cron v0.0.0

replace example.com/cron => ./tp
