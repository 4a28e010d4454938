# W5: three years of daily counts from 2022-01-01, floor(6 + 4 sin(2 pi i / 365.25) + 4 h01(i)), as bars.
load "gnuplot/common.gp"
set title "Daily count, 2022-2024" font "DejaVu Sans Bold,12"
set samples 1095
set xrange [0:1095]
set yrange [0:*]
set xtics ("Jan 2022" 0, "Jul 2022" 181, "Jan 2023" 365, "Jul 2023" 546, "Jan 2024" 730, "Jul 2024" 912)
set boxwidth 1 absolute
plot [0:1094] '+' using ($0 + 0.5):(floor(6 + 4 * sin(2 * pi * $0 / 365.25) + 4 * h01($0))) with boxes lc rgb blue
