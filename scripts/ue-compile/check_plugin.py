#!/usr/bin/env python3
"""Generate the Unreal plugin from every spec and check it against every engine: Editor target (all modules) and
Game target (the modules a packaged game builds), strict compile + link check. Writes a JSON report and a markdown
summary; exit 0 only when every run has 0 failed TUs, 0 link failures, 0 deprecations, 0 UHT issues.

usage: check_plugin.py [--engine ROOT ...] [--spec FILE ...] [--plugin DIR ...] [--work DIR]
                       [--json FILE] [--md FILE] [--jobs 1|2] [--targets editor,game]

Engines: --engine, else every UE_ROOT_<major>_<minor> environment variable (e.g. UE_ROOT_5_3, UE_ROOT_5_5).
Plugins: --plugin (an existing plugin directory), else one per --spec (default: every specs/*.yaml), generated
with the repository's ./stretchy launcher (override with STRETCHY_CMD).
"""
import argparse
import glob
import json
import os
import re
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ubt_model  # noqa: E402

# A TU is bounded so a hung compiler cannot stall CI; a whole uecompile run likewise (2 parallel compiles).
RUN_TIMEOUT_S = int(os.environ.get("UE_COMPILE_RUN_TIMEOUT", "3600"))


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def engines_from_env():
    out = []
    for k, v in sorted(os.environ.items()):
        if re.match(r"UE_ROOT_\d+_\d+$", k) and v:
            out.append(v)
    return out


def find_plugin(d):
    for r, dirs, fs in os.walk(d):
        if any(f.endswith(".uplugin") for f in fs):
            return r
    return None


def generate(spec, out):
    cmd = shlex.split(os.environ.get("STRETCHY_CMD", os.path.join(REPO, "stretchy")))
    cmd += ["generate", "--spec", spec, "--target", "unreal", "--out", out]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    if p.returncode != 0:
        raise SystemExit("generation failed for %s:\n%s%s" % (spec, p.stdout[-3000:], p.stderr[-3000:]))
    plug = find_plugin(out)
    if not plug:
        raise SystemExit("no .uplugin under %s after generating %s" % (out, spec))
    return plug


def run_one(engine, plugin, work, game, jobs):
    os.makedirs(work, exist_ok=True)
    js = os.path.join(work, "report.json")
    if os.path.exists(js):
        os.remove(js)
    cmd = [sys.executable, os.path.join(HERE, "uecompile.py"), engine, plugin, "--work", work, "--json", js,
           "--jobs", str(jobs)]
    if game:
        cmd.append("--game")
    t0 = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=RUN_TIMEOUT_S)
        out, rc = p.stdout + p.stderr, p.returncode
    except subprocess.TimeoutExpired as e:
        out, rc = "timeout after %ds\n%s" % (RUN_TIMEOUT_S, e.stdout or ""), 124
    open(os.path.join(work, "console.log"), "w").write(out)
    for line in out.splitlines():
        if line.startswith(("FAIL", "LINKFAIL", "LINKCHECK", "SUMMARY", "UHT", "engine ")):
            log("   " + line)
    if not os.path.exists(js):
        return dict(summary=dict(crashed=True, rc=rc, wall_s=round(time.time() - t0, 1)), tail=out[-4000:])
    return json.load(open(js))


def rel_to(path, roots):
    for name, root in roots:
        if path.startswith(root.rstrip("/") + "/"):
            return name + os.path.relpath(path, root)
    return path


def collect(rep, roots):
    """Distinct diagnostics and link failures of one run, paths made relative."""
    items = []
    for r in rep.get("results", []):
        for cat, key in (("error", "errors"), ("warning (error under -Werror)", "plugin_warnings"),
                         ("deprecation", "deprecations")):
            for d in r.get(key, []):
                items.append(dict(kind=cat, where="%s:%d:%d" % (rel_to(d["file"], roots), d["line"], d["col"]),
                                  msg=d["msg"] + ("; previous declaration at %s" % d["note"] if d.get("note") else ""),
                                  tu=r["rel"]))
        if r.get("rc", 0) != 0 and not r.get("errors"):
            items.append(dict(kind="error", where=r["rel"], msg="compiler exit %d without a diagnostic (see log)" % r["rc"], tu=r["rel"]))
    for f in rep.get("link_failures", []):
        items.append(dict(kind="link", where=f.get("declared_in") or "?", msg="%s: %s (%s) -- %s" % (
            f["module"], f["symbol"], f["visibility"], f["reason"]), tu=", ".join(f["referenced_by"])))
    for u in rep.get("uht_issues", []):
        items.append(dict(kind="uht", where="", msg=rel_to(u, roots), tu=""))
    return items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", action="append", default=[])
    ap.add_argument("--spec", action="append", default=[])
    ap.add_argument("--plugin", action="append", default=[])
    ap.add_argument("--work", default=os.environ.get("UE_COMPILE_WORK", "/tmp/ue-compile-check"))
    ap.add_argument("--json", default=None)
    ap.add_argument("--md", default=None)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--targets", default="editor,game")
    ap.add_argument("--report-from", default=None, help="write --md from an earlier --json report instead of checking")
    args = ap.parse_args()
    if args.report_from:
        rep = json.load(open(args.report_from))
        if args.md:
            open(args.md, "w").write(markdown(rep))
        return 0 if rep["ok"] else 1

    engines = args.engine or engines_from_env()
    if not engines:
        raise SystemExit("no engine: pass --engine ROOT or set UE_ROOT_5_3 / UE_ROOT_5_5 (see README.md)")
    engines = sorted((ubt_model.engine_version(e), os.path.abspath(e)) for e in engines)
    engine_info = []
    for v, e in engines:
        bv = json.load(open(os.path.join(e, "Engine", "Build", "Build.version")))
        engine_info.append(dict(version="%d.%d.%d" % v, compatible_changelist=bv.get("CompatibleChangelist"),
                                branch=bv.get("BranchName"), model="%d.%d" % ubt_model.model_for(v)))
    targets = [t for t in args.targets.split(",") if t]
    os.makedirs(args.work, exist_ok=True)

    plugins = []  # (label, dir)
    for p in args.plugin:
        plugins.append((os.path.basename(os.path.abspath(p)), os.path.abspath(p)))
    if not args.plugin:
        specs = args.spec or sorted(glob.glob(os.path.join(REPO, "specs", "*.yaml")))
        for s in specs:
            label = os.path.splitext(os.path.basename(s))[0]
            out = os.path.join(args.work, "plugin-" + label)
            if os.path.isdir(out):
                subprocess.run(["rm", "-rf", out], check=True)
            log("generate %s" % os.path.relpath(s, REPO))
            plugins.append((label, generate(s, out)))

    runs = []
    t_all = time.time()
    for label, plug in plugins:
        types = {}
        for f in os.listdir(plug):
            if f.endswith(".uplugin"):
                types = {m["Name"]: m.get("Type") for m in json.load(open(os.path.join(plug, f))).get("Modules", [])}
        for ver, eng in engines:
            for tgt in targets:
                v = "%d.%d.%d" % ver
                log("== %s  UE %s  %s" % (label, v, tgt))
                work = os.path.join(args.work, "%s-%s-%s" % (label, v, tgt))
                rep = run_one(eng, plug, work, tgt == "game", args.jobs)
                roots = [("", plug), ("Engine/", os.path.join(eng, "Engine"))]
                s = rep["summary"]
                runs.append(dict(spec=label, plugin=os.path.basename(plug), engine=v, target=tgt,
                                 module_types=types, summary=s, failures=collect(rep, roots),
                                 link_stats=rep.get("link_stats", {}), missing_modules=rep.get("missing_modules", []),
                                 tail=rep.get("tail")))
    total_wall = round(time.time() - t_all, 1)

    def bad(r):
        s = r["summary"]
        return s.get("crashed") or s["failed"] or s["link_failures"] or s["deprecations"] or s["uht_issues"]
    ok = not any(bad(r) for r in runs)
    report = dict(ok=ok, wall_s=total_wall, engines=["%d.%d.%d" % v for v, _ in engines], engine_info=engine_info,
                  specs=[label for label, _ in plugins], runs=runs)
    if args.json:
        json.dump(report, open(args.json, "w"), indent=1)
    if args.md:
        open(args.md, "w").write(markdown(report))
    for r in runs:
        s = r["summary"]
        if s.get("crashed"):
            print("%-22s UE %-6s %-6s CRASHED rc=%s" % (r["spec"], r["engine"], r["target"], s.get("rc")))
            continue
        print("%-22s UE %-6s %-6s tus=%d failed=%d errors=%d warnings-as-errors=%d deprecations=%d link=%d uht=%d wall=%.0fs" % (
            r["spec"], r["engine"], r["target"], s["tus"], s["failed"], s["errors"], s["plugin_warnings"],
            s["deprecations"], s["link_failures"], s["uht_issues"], s["wall_s"]))
    print("CHECK-PLUGIN %s (%d runs, %.0fs)" % ("OK" if ok else "FAIL", len(runs), total_wall))
    return 0 if ok else 1


def markdown(rep):
    o = ["# Engine compile and link check (generated)\n",
         "Written by `scripts/ue-compile/check-plugin.sh` (see `scripts/ue-compile/README.md`); do not edit by hand.",
         "Regenerate with `UE_ROOT_5_3=... UE_ROOT_5_5=... scripts/ue-compile/check-plugin.sh --md docs/engine-compile.md`.\n",
         "Strict build: no PCH, no unity, one TU at a time, C++20, include paths from each module's Build.cs only.",
         "*editor*: Editor target, every module. *game*: Game target (`WITH_EDITOR=0`), only the modules a packaged",
         "game compiles (`.uplugin` Type Runtime); the others are listed as skipped. A warning in a plugin file counts",
         "as an error (UBT compiles with `-Werror`); deprecation warnings are counted on their own and also fail.",
         "Link failures come from the object files (see README, \"Link check\").\n",
         "Engines: " + ", ".join("%s (Build.version CompatibleChangelist %s, UBT model %s)" % (
             e["version"], e.get("compatible_changelist"), e.get("model")) for e in rep.get("engine_info", [])) +
         ". Specs: " + ", ".join("`%s`" % s for s in rep.get("specs", [])) + "." +
         ("" if any(e["version"].startswith("5.7") for e in rep.get("engine_info", []))
          else " No 5.7 engine was checked (see `scripts/ue-compile/README.md`, Versions).") + "\n",
         "| spec | UE | target | modules | TUs | failed TUs | errors | warnings as errors | deprecations | link failures | UHT issues | wall s |",
         "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rep["runs"]:
        s = r["summary"]
        if s.get("crashed"):
            o.append("| %s | %s | %s | | crashed (rc %s) | | | | | | | %.0f |" % (r["spec"], r["engine"], r["target"], s.get("rc"), s["wall_s"]))
            continue
        skipped = [m for m in r["module_types"] if m not in s["modules"]]
        mods = ", ".join(s["modules"]) + ("; skipped: " + ", ".join("%s (%s)" % (m, r["module_types"][m]) for m in skipped) if skipped else "")
        o.append("| %s | %s%s | %s | %s | %d | %d | %d | %d | %d | %d | %d | %.0f |" % (
            r["spec"], r["engine"], "" if s.get("modelled", True) else " (model %s)" % s["ubt_model"], r["target"], mods,
            s["tus"], s["failed"], s["errors"], s["plugin_warnings"], s["deprecations"], s["link_failures"],
            s["uht_issues"], s["wall_s"]))
    o.append("\nOverall: **%s** (%d runs, %.0f s wall in total).\n" % ("OK" if rep["ok"] else "FAIL", len(rep["runs"]), rep["wall_s"]))
    # failures, merged over runs: same kind/where/msg listed once with the runs it occurs in
    merged = {}
    for r in rep["runs"]:
        for f in r["failures"]:
            k = (f["kind"], f["where"], f["msg"])
            merged.setdefault(k, dict(f, runs=[]))["runs"].append("%s %s %s" % (r["spec"], r["engine"], r["target"]))
    if merged:
        o.append("## Failures\n")
        o.append("| kind | where | message | TU | runs |")
        o.append("|---|---|---|---|---|")
        for k in sorted(merged, key=lambda k: (k[0], k[1])):
            f = merged[k]
            o.append("| %s | `%s` | %s | %s | %s |" % (f["kind"], f["where"], f["msg"].replace("|", "\\|"),
                                                   f["tu"], "; ".join(f["runs"])))
    else:
        o.append("No failures.")
    missing = {}
    for r in rep["runs"]:
        for m in r.get("missing_modules", []):
            missing.setdefault(m, set()).add(r["engine"])
    if missing:
        o.append("\nEngine modules named in some engine Build.cs but absent from the extracted tree (their headers are "
                 "not on the include path, so a plugin include from them would show as file not found): " +
                 ", ".join("%s (%s)" % (m, ", ".join(sorted(v))) for m, v in sorted(missing.items())) + ".")
    return "\n".join(o) + "\n"


if __name__ == "__main__":
    sys.exit(main())
