# W3: the week's counts as a smooth line (gnuplot's cubic spline, its nearest to Catmull-Rom) with dots.
load "gnuplot/common.gp"
set title "Tasks done, week of Jan 6 2025 (smoothed)" font "DejaVu Sans Bold,12"
$week << EOD
0 3 "Mon 06"
1 5 "Tue 07"
2 0 "Wed 08"
3 2 "Thu 09"
4 7 "Fri 10"
5 4 "Sat 11"
6 6 "Sun 12"
EOD
set samples 300
set xrange [-0.5:6.5]
set yrange [0:8]
set ytics 2
plot $week using 1:2 smooth csplines lw 1.5 lc rgb blue, \
     $week using 1:2:xtic(3) with points pt 7 ps 0.9 lc rgb blue
