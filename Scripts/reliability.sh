#!/usr/bin/env bash
# The long reliability checks and their table: bad input, the crash-safe log (SIGKILL loop, concurrent
# adds, interrupts mid-write), hostile files, the property test, libFuzzer on the log readers and the argument
# parser, valgrind over every gallery and CLI golden, and the test suite under AddressSanitizer.
# `swift test` runs short versions of the same tests; this script runs them long and prints a Markdown table
# for docs/reliability.md. Exit status is 0 only when every row passes.
#
# Also: the log through symlinks and `..` under concurrent writers, outputs onto the log, failed
# stdout/stderr, signals beyond INT and TERM, Markdown/CSV/terminal injection and a log of 400,000 step names.
# And: the log as one file (a removed lock file, hard links, `-o -`, dangling links, permissions), TZ
# as libc reads it, linear readers and bounded text, names and messages, imports and limits, and Scripts/install;
# report.md is also rendered by cmark-gfm, GitHub's parser.
#
# Knobs (environment): KILL_ITERATIONS (400), INTERRUPT_ITERATIONS (100), CONCURRENT_ADDS (20),
# PROPERTY_CASES (5000), FUZZ_SECONDS per target (40), SPELLING_ADDS per spelling of the log (10),
# LOCK_REMOVAL_ADDS (30); ROWS names the sections to run (default all: bad-input crash property paths fuzz
# valgrind injection many-steps issue24 classes asan). Needs valgrind, strace and cmark-gfm (apt) and python3 (it
# installs Python-Markdown and markdown-it-py when missing); the toolchain's libclang_rt.fuzzer provides libFuzzer.
set -uo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC LANG=C.UTF-8

KILL_ITERATIONS=${KILL_ITERATIONS:-400}
INTERRUPT_ITERATIONS=${INTERRUPT_ITERATIONS:-100}
CONCURRENT_ADDS=${CONCURRENT_ADDS:-20}
PROPERTY_CASES=${PROPERTY_CASES:-5000}
SPELLING_ADDS=${SPELLING_ADDS:-10}
LOCK_REMOVAL_ADDS=${LOCK_REMOVAL_ADDS:-30}
FUZZ_SECONDS=${FUZZ_SECONDS:-40}

work=$(mktemp -d)
# A run that stops early (a build that fails) still prints the rows it has.
printed=0
trap '[ "$printed" = 1 ] || [ ${#rows[@]} -eq 0 ] || { note "stopped early; the rows so far:"; print_table; }; rm -rf "$work"' EXIT
report=$work/report.txt
: > "$report"
started=$SECONDS
failed=0
rows=()

note() { echo "reliability: $*" >&2; }
row() { rows+=("| $1 | $2 | $3 |"); [ "$3" = pass ] || failed=1; }
# Seconds since the start, for the log.
elapsed() { echo "$((SECONDS - started))s"; }

for tool in valgrind strace cmark-gfm; do
    command -v "$tool" >/dev/null || { note "missing $tool (apt-get install $tool)"; exit 2; }
done

# Swift Testing's console lines → "tried failed" for the tests that ran.
count_cases() {
    local log=$1 tried failed_cases
    tried=$(grep -E '^(✔|✘) Test ' "$log" | grep -vE '^(✔|✘) Test run ' | grep -E ' (passed|failed) after ' | grep -vE 'recorded an issue' |
        sed -E 's/.* with ([0-9]+) test cases (passed|failed) after.*/\1/; t; s/.*/1/' | awk '{s += $1} END {print s + 0}')
    # A failing case is named by its test and arguments on its "recorded an issue" line.
    failed_cases=$(grep -E '^✘ Test .* recorded an issue' "$log" | sed -E 's/ at [^ ]+:[0-9]+:[0-9]+: .*//' | sort -u | wc -l)
    echo "$tried $failed_cases"
}

# Report lines ("kill-loop iterations=400 …") → one field.
field() { grep -E "^$1 " "$report" | tail -1 | tr ' ' '\n' | sed -n "s/^$2=//p"; }
# One suite per row; a skipped test (no strace, no built shipplot) fails its row.
suite_row() {
    local suite=$1 log
    log=$work/$(printf '%s' "$1" | tr -c 'A-Za-z0-9' '-' | cut -c1-120).log
    SHIPPLOT_RELIABILITY_REPORT=$report SHIPPLOT_SPELLING_ADDS=$SPELLING_ADDS SHIPPLOT_LOCK_REMOVAL_ADDS=$LOCK_REMOVAL_ADDS \
        swift test --skip-build --filter "$suite" >"$log" 2>&1
    local status=$?
    read -r suite_tried suite_failed < <(count_cases "$log")
    suite_skipped=$(grep -E '^. Test .* skipped' "$log" | grep -vc 'Test run')
    [ "$status" -eq 0 ] && [ "$suite_failed" -eq 0 ] && [ "$suite_skipped" -eq 0 ] && [ "$suite_tried" -gt 0 ]
}
# ROWS="crash injection" runs only those sections (names in the want lines below); unset, every one.
want() { [ -z "${ROWS:-}" ] || [[ " ${ROWS//,/ } " == *" $1 "* ]]; }

# The release Gallery and shipplot, for valgrind, injection and many steps; built once per run, from clean: an
# incremental release build after a merge once linked Gallery's main against a stale layout of GalleryEntry
# (cross-module inlining) and the binary crashed before valgrind saw anything real. C targets get DWARF 4:
# clang's default DWARF 5 in two C units stops valgrind 3.19's debuginfo reader ("unhandled dwarf2 abbrev form
# code 0x25 … Giving up"), which ran nothing at all.
release=.build/reliability-release
release_build=(swift build -c release --build-path "$release" -Xcc -gdwarf-4)
shipplot=
release_tools() {
    [ -z "$shipplot" ] || return 0
    rm -rf "$release"
    "${release_build[@]}" --product Gallery >"$work/release.log" 2>&1 \
        && "${release_build[@]}" --product shipplot >>"$work/release.log" 2>&1 \
        || { tail -20 "$work/release.log"; exit 1; }
    bin=$("${release_build[@]}" --show-bin-path)
    shipplot=$bin/shipplot
}

# ---------------------------------------------------------------------------------------------------------------
note "building (debug, with tests) $(elapsed)"
# An incremental build over other sources than its last can link stale modules: one crashed at run time (in
# Chart.init after a merge), and the ASan build once failed to link the targets that reach the library through
# the umbrella against an initialiser that had gained parameters. Each build folder remembers the sources it
# was built from; when they changed, the package's own modules are rebuilt.
sources="$(git rev-parse HEAD) $(git diff HEAD -- '*.swift' Package.swift | sha256sum | cut -c1-16)"
refresh_modules() {  # build folder, configuration
    [ "$(cat "$1/reliability-built-from" 2>/dev/null)" != "$sources" ] || return 0
    Scripts/clear-modules "$1" "$2"
}
built_from_sources() { echo "$sources" >"$1/reliability-built-from"; }
refresh_modules .build debug
swift build --build-tests >"$work/build.log" 2>&1 || { tail -20 "$work/build.log"; exit 1; }
built_from_sources .build

# ---------------------------------------------------------------------------------------------------------------
if want bad-input; then
note "bad input: the §6.5 tables for the CLI and the DSL $(elapsed)"
swift test --skip-build --filter 'BadInputTests|OddButValidInputTests|ErrorPathTests|BadDataTests|RobustnessTests' \
    >"$work/bad-input.log" 2>&1
bad_status=$?
read -r bad_tried bad_failed < <(count_cases "$work/bad-input.log")
if [ "$bad_status" -eq 0 ] && [ "$bad_failed" -eq 0 ] && [ "$bad_tried" -gt 0 ]; then result=pass; else result=FAIL; fi
row "Bad input (§6.5), CLI and DSL" "$bad_tried cases tried, $((bad_tried - bad_failed)) passed" "$result"
fi  # bad-input

# ---------------------------------------------------------------------------------------------------------------
if want crash; then
note "crash safety: $KILL_ITERATIONS SIGKILLs, $CONCURRENT_ADDS concurrent adds, interrupts $(elapsed)"
SHIPPLOT_RELIABILITY_REPORT=$report SHIPPLOT_KILL_LOOP_ITERATIONS=$KILL_ITERATIONS \
    SHIPPLOT_INTERRUPT_LOOP_ITERATIONS=$INTERRUPT_ITERATIONS SHIPPLOT_CONCURRENT_ADDS=$CONCURRENT_ADDS \
    swift test --skip-build --filter 'ReliabilityTests|AbandonedTemporaryTests' >"$work/crash.log" 2>&1
crash_status=$?
skipped=$(grep -E '^. Test .* skipped' "$work/crash.log" | grep -vc 'Test run')
if [ "$crash_status" -eq 0 ] && grep -q '^kill-loop ' "$report"; then result=pass; else result=FAIL; fi
row "SIGKILL loop on \`shipplot add\`" \
    "$(field kill-loop iterations) kills ($(field kill-loop killed) mid-run, $(field kill-loop killed-mid-write) mid-write, $(field kill-loop completed) after finishing); log always parsed, old or new; $(field kill-loop losses) lost days" \
    "$result"
if [ "$crash_status" -eq 0 ] && grep -q '^concurrent-adds ' "$report"; then result=pass; else result=FAIL; fi
row "Concurrent \`add\`s" "$(field concurrent-adds landed) of $(field concurrent-adds started) landed" "$result"
interrupts=$(grep -c '^interrupt ' "$report")
if [ "$crash_status" -eq 0 ] && [ "$interrupts" -eq 10 ] && grep -q '^interrupt-loop ' "$report"; then result=pass; else result=FAIL; fi
row "SIGINT/SIGTERM during writes" \
    "$interrupts mid-write (strace-held write; week, report, export, sample, add): exit 130/143, no temporary, target unchanged; $(field interrupt-loop iterations) at random moments: $(field interrupt-loop interrupted) interrupted, $(field interrupt-loop whole-files) whole files, $(field interrupt-loop partial-files) partial" \
    "$result"
hostile=$(grep '^hostile ' "$report" | sed -E 's/^hostile ([^ ]+) status=([0-9]+) extra-peak-rss-kib=([0-9]+)/\1: exit \2, +\3 KiB/' | paste -sd ';' - | sed 's/;/; /g')
if [ "$crash_status" -eq 0 ] && [ -n "$hostile" ]; then result=pass; else result=FAIL; fi
row "Hostile logs (1 GiB sparse, 60 MiB of NUL, FIFO), peak memory above baseline" "$hostile; directory, symlink loop, device, unreadable (as nobody) in the bad-input table" "$result"
[ "$skipped" -eq 0 ] || note "$skipped crash-safety tests were skipped (no strace, setpriv or root?)"
fi  # crash

# ---------------------------------------------------------------------------------------------------------------
if want property; then
note "property test: $PROPERTY_CASES random charts $(elapsed)"
SHIPPLOT_PROPERTY_CASES=$PROPERTY_CASES swift test --skip-build --filter PropertyTests >"$work/property.log" 2>&1
property_status=$?
read -r property_tried property_failed < <(count_cases "$work/property.log")
if [ "$property_status" -eq 0 ] && [ "$property_failed" -eq 0 ]; then result=pass; else result=FAIL; fi
row "Property test (random charts, extreme values, sizes)" "$property_tried charts, $property_failed failing" "$result"
fi  # property

# ---------------------------------------------------------------------------------------------------------------
if want paths; then
note "log spellings, output collisions, stdout/stderr failures, signals $(elapsed)"
if suite_row LogPathTests && grep -q '^spelling-adds ' "$report" \
    && [ "$(field spelling-adds landed)" = "$(field spelling-adds started)" ]; then result=pass; else result=FAIL; fi
row "Symlinked and \`..\` spellings of the log, concurrent writers" \
    "$(field spelling-adds started) \`add\`s at once through $(field spelling-adds spellings) spellings (file, symlink, symlinked folder, \`sub/..\`): $(field spelling-adds landed) landed, one lock file; \`link/..\` on a new log keeps every day; $suite_tried cases, $suite_failed failing" \
    "$result"
if suite_row OutputCollisionTests; then result=pass; else result=FAIL; fi
row "Output paths onto the log (charts, Markdown bundle, exports, samples, symlinks to the log)" \
    "$suite_tried cases refused before writing, log unchanged; $suite_failed failing" "$result"
if suite_row StdioFailureTests; then result=pass; else result=FAIL; fi
row "Full and closed stdout/stderr, closed stdin, broken pipe" \
    "$suite_tried cases (\`>/dev/full\`, \`>&-\`, \`2>&-\`, \`<&-\`, SIGPIPE ignored or not): one-line error and exit 74/64/66/141, never a crash; a saved \`add\` exits 0 and is not repeated; $suite_failed failing" \
    "$result"
suite_row SignalAndLockTests
signal_status=$?
signals=$(grep -c '^signal ' "$report")
left=$(grep '^signal ' "$report" | sed -n 's/.*temporaries-left=//p' | awk '{s += $1} END {print s + 0}')
# "signal 1 mid-write status=129 …": the exit status must be 128 + the signal.
wrong=$(grep '^signal ' "$report" | awk '{split($4, a, "="); if (a[2] != 128 + $2) n++} END {print n + 0}')
if [ "$signal_status" -eq 0 ] && [ "$signals" -ge 6 ] && [ "$left" -eq 0 ] && [ "$wrong" -eq 0 ]; then result=pass; else result=FAIL; fi
row "Signals beyond INT and TERM during writes; \`sample --force\` and the lock" \
    "$signals signals mid-write (strace-held write; HUP, PIPE, USR1, USR2, ALRM, QUIT): $((signals - wrong)) exited 128+N, $left temporaries left, chart unchanged; $suite_tried cases, $suite_failed failing" \
    "$result"
fi  # paths

# ---------------------------------------------------------------------------------------------------------------
if want fuzz; then
note "fuzzing: building four libFuzzer targets (release, ASan) $(elapsed)"
fuzz_build=(swift build -c release --build-path .build/fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DSHIPPLOT_LIBFUZZER)
declare -A corpus=([FuzzLogJSON]=json [FuzzLogCSV]=csv [FuzzLogPlist]=plist [FuzzArguments]=arguments)
mkdir -p .build/fuzz
refresh_modules .build/fuzz release
for target in FuzzLogJSON FuzzLogCSV FuzzLogPlist FuzzArguments; do
    "${fuzz_build[@]}" --product "$target" >"$work/fuzz-build-$target.log" 2>&1 || { tail -20 "$work/fuzz-build-$target.log"; exit 1; }
done
built_from_sources .build/fuzz
fuzz_bin=$("${fuzz_build[@]}" --show-bin-path)
run_fuzzer() {
    local target=$1
    local dir=$work/fuzz/$target
    mkdir -p "$dir/corpus" "$dir/artifacts"
    cp "Fuzz/corpus/${corpus[$target]}"/* "$dir/corpus/"
    # The Swift backtracer would catch crashes before libFuzzer could save the input.
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$PWD/Scripts/lsan.supp \
        "$fuzz_bin/$target" -max_total_time="$FUZZ_SECONDS" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$dir/artifacts/" "$dir/corpus" >"$dir/log" 2>&1
    echo $? >"$dir/status"
}
note "fuzzing: $FUZZ_SECONDS s per target, two at a time $(elapsed)"
run_fuzzer FuzzLogJSON & run_fuzzer FuzzLogCSV & wait
run_fuzzer FuzzLogPlist & run_fuzzer FuzzArguments & wait
for target in FuzzLogJSON FuzzLogCSV FuzzLogPlist FuzzArguments; do
    dir=$work/fuzz/$target
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
    crashes=$(find "$dir/artifacts" -type f | wc -l)
    if [ "$(cat "$dir/status")" -eq 0 ] && [ "$crashes" -eq 0 ] && [ -n "$runs" ]; then result=pass; else
        result=FAIL
        note "$target: $(grep -m1 -E 'ERROR|Fatal error|deadly' "$dir/log"); artifacts: $(find "$dir/artifacts" -type f | head -3)"
        mkdir -p .build/fuzz-artifacts && cp "$dir"/artifacts/* .build/fuzz-artifacts/ 2>/dev/null
    fi
    row "libFuzzer \`$target\`" "${runs:-0} executions in ${FUZZ_SECONDS}s, $crashes crashes" "$result"
done
# The plain builds replay the committed corpus, as CI can.
for target in FuzzLogJSON FuzzLogCSV FuzzLogPlist FuzzArguments; do
    ".build/debug/$target" >>"$work/replay.log" 2>&1 || { note "corpus replay failed: $target"; failed=1; }
done
fi  # fuzz

# ---------------------------------------------------------------------------------------------------------------
if want valgrind; then
note "valgrind: every gallery golden and every CLI golden, release builds $(elapsed)"
release_tools
# The Swift backtracer would add its own threads to a crash; valgrind reports the crash itself.
export SWIFT_BACKTRACE=enable=no
# Scripts/valgrind.supp holds one runtime report, with its evidence; the row counts what it suppressed.
memcheck=(valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,possible --errors-for-leak-kinds=definite
          --error-exitcode=99 --num-callers=40 --suppressions="$PWD/Scripts/valgrind.supp")
mkdir -p "$work/vg" "$work/home"
"${memcheck[@]}" --log-file="$work/vg/gallery.log" "$bin/Gallery" "$work/gallery" >/dev/null
# One command a line, words separated by ";" (a step name may hold a space).
cli_goldens=(
    "week;--mark;line;--smooth" "week" "week;--mark;area;--smooth;--days;14;--theme;dark"
    "week;--mark;point;--width;320;--height;200;--scale;2" "week;--days;90" "day"
    "day;--date;2026-11-13;--goal;2;--bar-color;#5E5CE6;--theme;dark;--scale;2" "stacked"
    "stacked;--days;14;--steps;Final QA,Screenshots" "report;--width;480;--height;300"
    "report;--days;14;--theme;dark;--width;480;--height;300"
)
index=0
for command in "${cli_goldens[@]}"; do
    index=$((index + 1))
    IFS=';' read -ra words <<<"$command"
    HOME=$work/home "${memcheck[@]}" --log-file="$work/vg/cli-$index.log" "$shipplot" "${words[@]}" \
        --today 2026-11-16 -o "$work/cli-$index.png" >/dev/null 2>&1
done
# The log commands too, on a real log.
log=$work/log/shiplog.json
for command in "sample;-o;$log;--today;2026-11-16" "add;Screenshots;Final QA;--log;$log;--today;2026-11-16" \
    "export;--log;$log;-o;$work/out.csv" "export;--log;$log;-o;$work/out.plist;--tz;Europe/Berlin" \
    "import;$work/out.csv;--log;$work/log/other.json;--today;2026-11-16" "log;--log;$log;--days;14;--today;2026-11-16" \
    "remove;--on;2026-11-16;--log;$log;--today;2026-11-16" "report;--log;$log;--markdown;$work/notes;--today;2026-11-16"; do
    index=$((index + 1))
    IFS=';' read -ra words <<<"$command"
    "${memcheck[@]}" --log-file="$work/vg/cli-$index.log" "$shipplot" "${words[@]}" >/dev/null 2>&1
done
sum_kind() { grep -h "$1:" "$work"/vg/*.log | sed -E "s/.*$1: ([0-9,]+) bytes.*/\1/" | tr -d , | awk '{s += $1} END {print s + 0}'; }
definite=$(sum_kind "definitely lost")
indirect=$(sum_kind "indirectly lost")
possible=$(sum_kind "possibly lost")
# Possibly-lost blocks are interior pointers; count any whose stack does not go through the Swift runtime.
possible_elsewhere=$(cat "$work"/vg/*.log | awk '/are possibly lost in loss record/ {record = 1; text = ""}
    record {text = text $0 "\n"} /^==[0-9]+== *$/ {if (record && text !~ /libswiftCore/) n++; record = 0} END {print n + 0}')
errors=$(grep -h "ERROR SUMMARY:" "$work"/vg/*.log | sed -E 's/.*ERROR SUMMARY: ([0-9,]+) errors.*/\1/' | tr -d , | awk '{s += $1} END {print s + 0}')
vg_suppressed=$(grep -h "ERROR SUMMARY:" "$work"/vg/*.log | sed -E 's/.*suppressed: ([0-9,]+) from.*/\1/' | tr -d , | awk '{s += $1} END {print s + 0}')
runs=$(ls "$work"/vg/*.log | wc -l)
rendered=$(ls "$work"/gallery/*.png "$work"/cli-*.png 2>/dev/null | wc -l)
# Every gallery golden and every CLI golden must have been rendered under valgrind.
expected=$(($(ls golden-images/gallery/*.png | wc -l) + ${#cli_goldens[@]}))
if [ "$definite" -eq 0 ] && [ "$indirect" -eq 0 ] && [ "$errors" -eq 0 ] && [ "$rendered" -ge "$expected" ]; then
    result=pass
else
    result=FAIL
fi
row "valgrind memcheck (Gallery + shipplot, release)" \
    "$runs runs, $rendered images ($expected goldens): $definite bytes definitely lost, $indirect indirectly, $errors errors (invalid reads/writes, uninitialised values), $vg_suppressed suppressed (the runtime's field-offset compare, see Scripts/valgrind.supp); $possible bytes possibly lost, $possible_elsewhere records outside the Swift runtime's metadata caches" \
    "$result"
[ "$result" = pass ] || { mkdir -p .build/valgrind && cp "$work"/vg/*.log .build/valgrind/; note "logs in .build/valgrind"; }
fi  # valgrind

# ---------------------------------------------------------------------------------------------------------------
if want injection; then
note "injection: hostile step names through import, report --markdown and CSV export $(elapsed)"
release_tools
python3 -c 'import markdown, markdown_it' 2>/dev/null || python3 -m pip install -q markdown markdown-it-py >&2
swift test --skip-build --filter 'MarkdownInjectionTests|TerminalSpoofingTests|CSVInjectionTests|GitHubMarkdownTests' \
    >"$work/injection-tests.log" 2>&1
injection_status=$?
read -r injection_tried injection_failed < <(count_cases "$work/injection-tests.log")
inj=$work/injection
mkdir -p "$inj"
# Brackets, backticks, HTML and autolinks glued to combining marks, ZWJ and U+0600; formula starts; quotes and
# commas with marks. Each name once a day on 2026-11-27, so every one reaches the report's alt text.
python3 - "$inj/hostile.csv" <<'EOF' >"$inj/names.count"
import sys
glue = ['', '\u0301', '\u200d', '\u0600', '\u20dd']
cores = ['[x](http://evil.example)', '![i](http://evil.example/i.png)', '<img src=x onerror=alert(1)>', '<a href=x>y</a>',
         '`code`', '<http://evil.example>', '<script>alert(1)</script>', '*em*', '&lt;b&gt;', '\\', ']', '[',
         '~~s~~', 'www.evil.example', 'http://evil.example/x', 'a@evil.example', ':smile:', '$x^2$']
names = []
for core in cores:
    for g in glue:
        names.append('a' + g + core + g + 'z')
        names.append(core[0] + g + core[1:] + 'z')
for start in '=+-@':
    names += [start + 'HYPERLINK("http://evil.example","x")', "'" + start + '1', "''" + start + '2']
for mark in ['\u0301', '\u200d', '\u0600']:
    names += ['x,' + mark + 'y', 'x"' + mark + 'y', 'q' + mark + ',"' + mark + 'z']
names = list(dict.fromkeys(names))
with open(sys.argv[1], 'w', encoding='utf-8') as f:
    f.write('date,step\n')
    for n in names:
        f.write('2026-11-27,"' + n.replace('"', '""') + '"\n')
print(len(names))
EOF
hostile_names=$(cat "$inj/names.count")
"$shipplot" import "$inj/hostile.csv" --log "$inj/log.json" --today 2026-11-28 >/dev/null 2>"$inj/err" \
    && "$shipplot" report --log "$inj/log.json" --markdown "$inj/md" --today 2026-11-28 >/dev/null 2>>"$inj/err" \
    && "$shipplot" report --log "$inj/log.json" --markdown "$inj/pic" --picture --today 2026-11-28 >/dev/null \
        2>>"$inj/err" \
    && "$shipplot" export --log "$inj/log.json" -o "$inj/out.csv" >/dev/null 2>>"$inj/err" \
    && "$shipplot" import "$inj/out.csv" --log "$inj/back.json" --today 2026-11-28 >/dev/null 2>>"$inj/err" \
    && "$shipplot" log --log "$inj/log.json" --json --today 2026-11-28 >"$inj/a.json" 2>>"$inj/err" \
    && "$shipplot" log --log "$inj/back.json" --json --today 2026-11-28 >"$inj/b.json" 2>>"$inj/err"
cli_status=$?
# Live tags: anything but the heading, paragraphs and the four images (Markdown images by default, HTML pictures
# with --picture); formula cells: a CSV field starting with = + - @ (after the date and comma).
read -r live_tags formulas < <(python3 - "$inj/md/report.md" "$inj/out.csv" "$inj/pic/report.md" <<'EOF'
import re, subprocess, sys, markdown
from html.parser import HTMLParser
from markdown_it import MarkdownIt

CHARTS = ('steps-per-day', 'trend', 'by-step', 'latest-day')

class Live(HTMLParser):
    """Counts elements other than the heading, paragraphs and our four pictures (a dark source and an image with
    alt text each), and any attribute but theirs; with `tables` (GitHub's dialect) the table too. An :emoji:
    shortcode left in one run of text counts as live."""
    def __init__(self, tables=False):
        super().__init__()
        self.live, self.ours, self.tables = 0, 0, tables
    def handle_data(self, data):
        self.live += len(re.findall(r':[A-Za-z0-9_+-]+:', data)) if self.tables else 0
    def handle_starttag(self, tag, attrs):
        names = sorted(name for name, _ in attrs)
        values = dict(attrs)
        if tag == 'img' and names in (['alt', 'height', 'src', 'width'], ['alt', 'src']) \
                and values['src'] in [c + '.png' for c in CHARTS]:
            self.ours += 1
        elif tag == 'source' and names == ['height', 'media', 'srcset', 'width'] \
                and values['srcset'] in [c + '-dark.png' for c in CHARTS]:
            pass
        elif self.tables and tag in ('table', 'thead', 'tbody', 'tr', 'th', 'td') \
                and all(name == 'align' for name, _ in attrs):
            pass
        elif tag not in ('h1', 'p', 'picture') or attrs:
            self.live += 1

live = 0
for report in (sys.argv[1], sys.argv[3]):
    text = open(report, encoding='utf-8').read()
    gfm = subprocess.run(['cmark-gfm', '--unsafe'] + [a for e in ('table', 'strikethrough', 'autolink', 'tagfilter')
                         for a in ('-e', e)] + [report], capture_output=True, text=True, check=True).stdout
    for html, tables in ((markdown.markdown(text), False), (MarkdownIt('commonmark').render(text), False), (gfm, True)):
        parser = Live(tables)
        parser.feed(html)
        live += parser.live + abs(parser.ours - 4)
    # GitHub's math is found in the source's text outside raw HTML.
    live += re.sub(r'<[^>]*>', '', text).count('$')
rows = open(sys.argv[2], encoding='utf-8').read().splitlines()[1:]
formulas = sum(1 for r in rows if r[11:12] in ('=', '+', '-', '@') or r[11:13] in ('"=', '"+', '"-', '"@'))
print(live, formulas)
EOF
)
if [ "$injection_status" -eq 0 ] && [ "$injection_failed" -eq 0 ] && [ "$cli_status" -eq 0 ] && [ "${live_tags:-1}" -eq 0 ] \
    && [ "${formulas:-1}" -eq 0 ] && cmp -s "$inj/a.json" "$inj/b.json"; then result=pass; else
    result=FAIL
    note "injection: cli $cli_status, live tags ${live_tags:-?}, formula cells ${formulas:-?}; $(head -3 "$inj/err")"
fi
row "Markdown, CSV and terminal injection" \
    "$injection_tried cases in \`swift test\` ($injection_failed failing); $hostile_names hostile step names imported, charted with \`report --markdown\` and exported: ${live_tags:-?} live tags, links or images in Python-Markdown, markdown-it and cmark-gfm (GitHub's extensions, shortcodes and math too), ${formulas:-?} formula cells in the CSV, $(cmp -s "$inj/a.json" "$inj/b.json" && echo "CSV round trip identical" || echo "CSV round trip DIFFERS")" \
    "$result"
fi  # injection

# ---------------------------------------------------------------------------------------------------------------
if want many-steps; then
note "many step names: Benchmarks/many-steps.sh, 400,000 names $(elapsed)"
release_tools
SHIPPLOT=$shipplot Benchmarks/many-steps.sh >"$work/many-steps.md" 2>"$work/many-steps.log"
many_status=$?
many_cell() { grep -F "| \`$1\` |" "$work/many-steps.md" | awk -F'|' '{gsub(/ /, "", $3); gsub(/^ | $/, "", $4); print $3 ", " $4}'; }
many_peak=$(grep -E '^\| `' "$work/many-steps.md" | awk -F'|' '{gsub(/[^0-9]/, "", $4); if ($4 + 0 > m) m = $4 + 0} END {print m + 0}')
if [ "$many_status" -eq 0 ] && [ "$many_peak" -gt 0 ] && [ "$many_peak" -le 200 ]; then result=pass; else result=FAIL; fi
row "Many step names (4.3 MB log, 400,000 names), release" \
    "stacked $(many_cell stacked); report $(many_cell report); report --markdown $(many_cell 'report --markdown'); day $(many_cell day); log --expand $(many_cell 'log --expand') (wall, peak RSS; limit 200 MiB)" \
    "$result"
fi  # many-steps
unset SWIFT_BACKTRACE

# ---------------------------------------------------------------------------------------------------------------
if want issue24; then
note "the log as one file, TZ, linear readers, names and messages, imports and limits, install $(elapsed)"
if suite_row LogIdentityTests && grep -q '^lock-removal ' "$report" \
    && [ "$(field lock-removal landed)" = "$(field lock-removal started)" ]; then result=pass; else result=FAIL; fi
row "The log is one file: a removed lock file, hard links, \`-o -\` onto the log, dangling links, permissions" \
    "$(field lock-removal started) \`add\`s while a loop removes \`log.json.lock\`: $(field lock-removal landed) landed; a hard-linked log refused unchanged; \`>>\` and \`1<>\` onto the log or its backup refused for 7 commands; a dangling link and a deleted \`/proc/self/fd/N\` reported, nothing created; read-only and other users' files kept (as nobody); $suite_tried cases, $suite_failed failing" \
    "$result"
if suite_row TimeZoneSettingTests; then result=pass; else result=FAIL; fi
row "\`TZ\` as the C library reads it" \
    "POSIX rules (\`UTC+5\`, \`JST-9\`, \`CET-1CEST,M3.5.0,M10.5.0/3\`, …) and zone files: today as \`date\` says over 4 years of instants, values glibc takes as UTC refused; $suite_tried cases, $suite_failed failing" \
    "$result"
if suite_row 'ReaderWorkTests|PropertyListReaderTests|DrawableTextTests'; then result=pass; else result=FAIL; fi
row "Linear readers, bounded property lists, cairo-safe text" \
    "CSV and property-list work counted at two sizes (doubling the input at most doubles it); repeated references refused before they expand; bad dates, repeated keys, lone surrogates refused; a cluster cut to 30 marks, noncharacters drawn as U+FFFD; $suite_tried cases, $suite_failed failing" \
    "$result"
if suite_row 'MessageEscapingTests|VisibleTextTests'; then result=pass; else result=FAIL; fi
row "Step names and messages" \
    "six invisible look-alikes refused as new names, names ending in ❤️ ⚠️ ✔️ or a tag-sequence flag accepted by \`add\` and \`import\`, success and error messages escape alike; $suite_tried cases, $suite_failed failing" \
    "$result"
if suite_row 'NoncharacterTests|FutureDayTests|DocumentedExitCodeTests|ExitCodeAndLimitTests'; then result=pass; else result=FAIL; fi
row "Imports, exit codes and limits" \
    "noncharacters in every format, days after today skipped with a warning, sizes past the pixel limit and a future \`remove\` exit 64, a bundle's own file refused as \`-o\`, a quoted \`--steps\` name with a comma; $suite_tried cases, $suite_failed failing" \
    "$result"
if suite_row InstallScriptTests; then result=pass; else result=FAIL; fi
row "\`Scripts/install\` (with the debug \`shipplot\`)" \
    "a file changed since the install kept by \`--uninstall\`, a manifest path out of the prefix refused before anything goes, a killed install's temporaries removed by the next, a folder where the binary goes refused, existing folders and no manifest installed; $suite_tried cases, $suite_failed failing" \
    "$result"
fi  # issue24

# ---------------------------------------------------------------------------------------------------------------
if want classes; then
note "classes of defect: numbers, suggestions, outputs, colours, bounds, messages $(elapsed)"
# One row per finding of the fourth hostile session, then the classes' property tests at PROPERTY_CASES.
classes=(
    "1|Line thinning over x spans past the largest double or subnormal|TableExtremeNumberTests/keysFromMinusToPlus1e308"
    "2|Did you mean: bounded work over long and many names|SuggestionBoundTests/longNamesCostWhatTheWordDoes"
    "3|Did you mean: a 20 MB field read only as far as the word|SuggestionBoundTests/aHugeFieldIsReadOnlyAsFarAsTheWord"
    "4|A chart never written into its own table (-o - >>, stdin)|OutputRuleTests/aChartIsNeverWrittenIntoItsOwnTable"
    "5|The folded series and palettes past their colours|SeriesColourTests/theFoldedSeriesHasAColourOfItsOwn"
    "6|Stacks past the largest double|ExtremeNumberTests/stacksPastTheLargestDouble"
    "7|Means and sums near the largest double|TableExtremeNumberTests/meansAndSumsNearTheLargestDouble"
    "8|Million-point scatters thinned per pixel, outliers kept|PointThinningTests"
    "9|The text preview's size capped|PreviewBoundTests"
    "10|Date axes and bars over eleven centuries|ExtremeNumberTests/yearAxisOverElevenCenturies|LongDateSpanTests"
    "11|Dates past 8e23 s in calendar units and day strides|ExtremeNumberTests/(barsBinnedByCalendarUnits|dayStrideAxis)"
    "12|Links written through, FIFOs and devices refused, for every output|OutputRuleTests/(linksAreWrittenThroughAndKept|fifosDevicesAndDanglingLinksAreRefused)"
    "13|Messages name the file that failed|OutputRuleTests/messagesNameTheFileThatFailed"
    "14|A log named with 252-255 bytes keeps changing|OutputRuleTests/aLogWithALongNameKeepsChanging"
    "15|Messages: huge JSON numbers, CR line ends, --y-type, long fractions, years before 1, limits|TableMessageTests"
)
for entry in "${classes[@]}"; do
    IFS='|' read -r number title filter <<<"$entry"
    if suite_row "$filter"; then result=pass; else result=FAIL; fi
    row "$number. $title" "$suite_tried cases, $suite_failed failing" "$result"
done
SHIPPLOT_PROPERTY_CASES=$PROPERTY_CASES suite_row \
    'ExtremeNumberTests/(linearScales|thinningOver|calendarCoordinates)|TableExtremeNumberTests/(lineThinningOver|dateUnitsAndAltText)'
if [ $? -eq 0 ]; then result=pass; else result=FAIL; fi
row "Property: random finite doubles (±1e308, subnormals, ±0) through every scale, tick, calendar and thinning path" \
    "$PROPERTY_CASES cases a property (scales 10×, calendars 3×), $suite_failed failing; never a trap" "$result"
SHIPPLOT_PROPERTY_CASES=$PROPERTY_CASES suite_row 'SuggestionBoundTests/randomNamesAgainstRandomTypos'
if [ $? -eq 0 ]; then result=pass; else result=FAIL; fi
row "Property: random header names against random typos" \
    "$PROPERTY_CASES searches, each the plain distance's answer within its counted bound of work; $suite_failed failing" "$result"
SHIPPLOT_PROPERTY_CASES=$PROPERTY_CASES suite_row 'SeriesColourTests/randomSeriesCountsAgainstEveryPalette'
if [ $? -eq 0 ]; then result=pass; else result=FAIL; fi
row "Property: random series counts against every palette" \
    "$PROPERTY_CASES counts × every palette and theme: no two series share a colour; $suite_failed failing" "$result"
fi  # classes

# ---------------------------------------------------------------------------------------------------------------
if want asan; then
note "AddressSanitizer: the whole test suite $(elapsed)"
mkdir -p .build/asan
refresh_modules .build/asan debug
if swift build --build-tests --sanitize=address --build-path .build/asan >"$work/asan-build.log" 2>&1; then
    built_from_sources .build/asan
    LSAN_OPTIONS=suppressions=$PWD/Scripts/lsan.supp:print_suppressions=1 \
        swift test --skip-build --sanitize=address --build-path .build/asan >"$work/asan.log" 2>&1
    asan_status=$?
else
    # The table of every row before this one still prints.
    tail -20 "$work/asan-build.log"
    cp "$work/asan-build.log" .build/asan-build.log
    note "the ASan build failed; its log in .build/asan-build.log"
    : >"$work/asan.log"
    asan_status=1
fi
read -r asan_tried asan_failed < <(count_cases "$work/asan.log")
asan_reports=$(grep -cE 'ERROR: (AddressSanitizer|LeakSanitizer)' "$work/asan.log")
suppressed=$(grep -A20 'Suppressions used' "$work/asan.log" | grep -E '^ +[0-9]+ +[0-9]+ ' | awk '{s += $2} END {print s + 0}')
if [ "$asan_status" -eq 0 ] && [ "$asan_reports" -eq 0 ]; then result=pass; else
    result=FAIL
    cp "$work/asan.log" .build/asan-test.log
    note "ASan log in .build/asan-test.log"
fi
if [ -s "$work/asan.log" ]; then
    asan_result="$asan_tried test cases, $asan_failed failing, $asan_reports ASan/LSan reports ($suppressed bytes of toolchain leaks suppressed, see Scripts/lsan.supp)"
else
    asan_result="the ASan build failed (its log in .build/asan-build.log)"
fi
row "AddressSanitizer build of \`swift test\`" "$asan_result" "$result"
fi  # asan

# ---------------------------------------------------------------------------------------------------------------
print_table() {
    local cpu
    printed=1
    cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
    echo
    echo "Reliability run of $(date -u +%Y-%m-%d) on $(nproc) cores ($cpu), $(. /etc/os-release && echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'), took $(elapsed):"
    echo
    echo "| Check | Result | Status |"
    echo "|---|---|---|"
    printf '%s\n' "${rows[@]}"
}
print_table
exit "$failed"
