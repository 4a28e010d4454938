# W1: the week's seven counts as bars, a day label under each.
load "gnuplot/common.gp"
set title "Tasks done, week of Jan 6 2025" font "DejaVu Sans Bold,12"
$week << EOD
"Mon 06" 3
"Tue 07" 5
"Wed 08" 0
"Thu 09" 2
"Fri 10" 7
"Sat 11" 4
"Sun 12" 6
EOD
set xrange [-0.5:6.5]
set yrange [0:*]
set ytics 2
set boxwidth 0.7
plot $week using 0:2:xtic(1) with boxes lc rgb blue
