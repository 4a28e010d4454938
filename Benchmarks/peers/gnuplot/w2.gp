# W2: 14 days of four steps stacked, with a legend; W6 is the same chart with out='....pdf'.
load "gnuplot/common.gp"
set title "Release tasks by stage, Jan 6-19 2025" font "DejaVu Sans Bold,12"
$steps << EOD
day Screenshots Metadata Keywords "Final QA"
"Jan 06" 2 1 3 0
"" 3 2 1 1
"Jan 08" 1 2 2 1
"" 4 1 2 2
"Jan 10" 2 3 1 1
"" 0 1 2 0
"Jan 12" 1 0 1 2
"" 3 2 1 1
"Jan 14" 2 1 3 1
"" 4 2 1 2
"Jan 16" 1 3 2 1
"" 2 1 2 3
"Jan 18" 3 2 1 2
"" 1 2 3 1
EOD
set style data histograms
set style histogram rowstacked
set boxwidth 0.7
set yrange [0:*]
set ytics 2
set key top right reverse Left samplen 1
colors = "#4c78a8 #f58518 #e45756 #72b7b2"
plot for [k = 2:5] $steps using k:xtic(1) title columnhead lc rgb word(colors, k - 1)
