# Sourced by scripts/bench-*.sh: the first line of a script-written docs/benchmarks/*.md file, saying which script
# wrote it, when, and on what machine under what load (figures on a shared machine mean little without these).
bench_header() { # $1: the script's path relative to the repository root
  local cpu load
  cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)"
  load="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  printf 'Written by `%s` on %s; machine: %s CPUs (nproc), %s; load average %s.\n' \
    "$1" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc)" "${cpu:-CPU model unknown}" "$load"
}
