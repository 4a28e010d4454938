# The gnuplot peer's frame, loaded by each chart: pngcairo, or pdfcairo when the output ends in .pdf; the plot
# area at x 60..780 and y 50..450 px of 800 x 500, as the C peer draws it. Run from Benchmarks/peers (or the
# copy run.sh makes): gnuplot -e "out='out/gp_w1.png'" gnuplot/w1.gp
if (!exists("out")) out = "chart.png"
if (strstrt(out, ".pdf") == strlen(out) - 3) {
    set terminal pdfcairo size 8in,5in enhanced font "DejaVu Sans,8" background rgb "white"
} else {
    set terminal pngcairo size 800,500 enhanced font "DejaVu Sans,8" background rgb "white"
}
set output out
set lmargin at screen 0.075
set rmargin at screen 0.975
set tmargin at screen 0.9
set bmargin at screen 0.1
set border 3 lc rgb "#222222"
set tics nomirror out scale 0.5 textcolor rgb "#222222"
set grid ytics lt 1 lw 1 lc rgb "#dddddd"
set style fill solid noborder
set key noautotitle
blue = "#4c78a8"
# The benchmark's data source: frac(sin(12.9898 i) * 43758.5453), as every peer computes it.
hash(i) = sin(i * 12.9898) * 43758.5453
h01(i) = hash(i) - floor(hash(i))
