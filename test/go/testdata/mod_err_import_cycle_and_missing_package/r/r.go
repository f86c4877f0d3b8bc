package wrongname

var R = 1
