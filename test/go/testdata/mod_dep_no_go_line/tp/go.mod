module example.com/cron
