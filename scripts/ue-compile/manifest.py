"""Engine API manifest: the engine declarations and headers a generated plugin uses, as facts per engine version.

    python3 manifest.py --engine 5.3.2=<root>=<owner/repo@commit> --engine 5.5.1=<root>=<owner/repo@commit> \
        [--out <manifest.json>] [--work DIR]

(`manifest.sh` runs it with the project's defaults.) For every spec in `specs/` it generates the Unreal plugin,
asks `uecompile.py` for the compile flags of each plugin module (strict mode, Editor target, no TU compiled), parses
every plugin .cpp with libclang and records what the plugin's own source lines reference in engine files. The
format is declared in docs/engine-facts.md, section "Engine API manifest"; stretchy-lint's EngineApiCheck reads it.
Facts only: names, kinds, modules, header paths relative to the engine root, lines, flags. No engine text.
"""
import argparse
import concurrent.futures as cf
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import buildcs  # noqa: E402

FORMAT = "stretchy-engine-api/1"
REGENERATE = "bash scripts/ue-compile/manifest.sh <5.3.2-engine-root> <5.5.1-engine-root>"
LIBCLANG = os.environ.get("LIBCLANG", "/usr/lib/llvm-16/lib/libclang-16.so.1")
DEFAULT_OUT = os.path.join(REPO, "generator/stretchy-lint/src/main/resources/dev/stretchy/lint/unreal/engine-api-manifest.json")

# Names recorded whatever the plugin uses today (entries marked "probe"): for EngineApiCheckTest's planted faults, a
# real deprecated member of a class the plugin uses (the plugin calls nothing deprecated) and the known unexported
# UCLASS (the editor stops naming it once it looks the class up at run time); and the run-time class lookups that fix
# may use, so it needs no new manifest. Parsed with the runtime module's flags.
PROBE = """#include "Components/PrimitiveComponent.h"
#include "Materials/MaterialExpressionPerInstanceCustomData.h"
#include "UObject/UObjectGlobals.h"
bool StretchyManifestProbe(const UPrimitiveComponent& C) { return C.IgnoreBoundsForEditorFocus(); }
UClass* StretchyManifestProbeClass() { return UMaterialExpressionPerInstanceCustomData::StaticClass(); }
UClass* StretchyManifestProbeLookup(const TCHAR* Path)
{
	if (UClass* Found = FindObject<UClass>(nullptr, Path)) return Found;
	if (UClass* First = FindFirstObject<UClass>(Path)) return First;
	if (UClass* Loaded = LoadClass<UObject>(nullptr, Path)) return Loaded;
	return StaticLoadClass(UObject::StaticClass(), nullptr, Path);
}
"""

# Cursor kinds whose `referenced` is a use of a declaration.
REF_KINDS = {"TYPE_REF", "TEMPLATE_REF", "NAMESPACE_REF", "MEMBER_REF", "DECL_REF_EXPR", "MEMBER_REF_EXPR",
             "CALL_EXPR", "OVERLOADED_DECL_REF", "VARIABLE_REF", "CXX_BASE_SPECIFIER"}
CLASS_KINDS = {"CLASS_DECL", "STRUCT_DECL", "CLASS_TEMPLATE", "UNION_DECL", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION"}
FUNC_KINDS = {"CXX_METHOD", "FUNCTION_DECL", "FUNCTION_TEMPLATE", "CONSTRUCTOR", "DESTRUCTOR", "CONVERSION_FUNCTION"}
KIND_NAMES = {"CLASS_DECL": "class", "STRUCT_DECL": "struct", "CLASS_TEMPLATE": "class-template", "UNION_DECL": "union",
              "ENUM_DECL": "enum", "ENUM_CONSTANT_DECL": "enum-constant", "TYPEDEF_DECL": "typedef",
              "TYPE_ALIAS_DECL": "typedef", "TYPE_ALIAS_TEMPLATE_DECL": "typedef-template", "CXX_METHOD": "method",
              "FUNCTION_DECL": "function", "FUNCTION_TEMPLATE": "function-template", "CONSTRUCTOR": "constructor",
              "DESTRUCTOR": "destructor", "CONVERSION_FUNCTION": "conversion", "VAR_DECL": "variable",
              "FIELD_DECL": "field", "NAMESPACE": "namespace", "MACRO_DEFINITION": "macro"}
# What a plugin file wrote just before a name: a qualifier chain (template arguments dropped) or a member access.
QUALIFIER = re.compile(r"((?:[A-Za-z_]\w*\s*(?:<[^<>;(){}]*(?:<[^<>;(){}]*>[^<>;(){}]*)*>)?\s*::\s*)+)$")
MEMBER = re.compile(r"(?:\.|->)\s*(?:template\s+)?$")
SPECIFIERS = re.compile(r"\b(UCLASS|USTRUCT|UINTERFACE)\s*\(")


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- worker (one TU, one process)

_ci = None
_files = {}


def _cindex():
    global _ci
    if _ci is None:
        sys.path.insert(0, "/usr/lib/python3/dist-packages")  # Debian's python3-clang-16
        import clang.cindex as ci
        ci.Config.set_library_file(LIBCLANG)
        _ci = ci
    return _ci


def _lines(path):
    if path not in _files:
        with open(path, encoding="utf-8", errors="replace") as fh:
            _files[path] = fh.read().split("\n")
    return _files[path]


def _spelling(loc):
    """(file, line, column) of a location's spelling (libclang's Python binding only exposes the expansion)."""
    ci = _cindex()
    import ctypes
    f, line, col, off = ci.c_object_p(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    fn = ci.conf.lib.clang_getSpellingLocation
    fn.argtypes = [ci.SourceLocation, ctypes.POINTER(ci.c_object_p), ctypes.POINTER(ctypes.c_uint),
                   ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
    fn(loc, ctypes.byref(f), ctypes.byref(line), ctypes.byref(col), ctypes.byref(off))
    if not f:
        return None, 0, 0
    return ci.File(f).name, line.value, col.value


def _qualified(c):
    parts = []
    p = c
    while p is not None and p.kind.name != "TRANSLATION_UNIT":
        name = p.spelling
        if p.kind.name == "ENUM_DECL" and not name:
            name = ""
        if p.kind.name in ("LINKAGE_SPEC", "UNEXPOSED_DECL") or (not name and p.kind.name == "NAMESPACE"):
            p = p.semantic_parent
            continue
        if name.startswith("(unnamed") or name.startswith("(anonymous"):
            name = ""
        if name:
            parts.append(re.sub(r"<.*$", "", name))
        p = p.semantic_parent
    return "::".join(reversed(parts))


def _has_visibility(c):
    # <MODULE>_API is DLLIMPORT/DLLEXPORT, i.e. __attribute__((visibility("default"))) on Linux.
    return any(ch.kind.name == "VISIBILITY_ATTR" for ch in c.get_children())


def _specifiers(c, eng_root):
    """The UCLASS/USTRUCT specifier text right before a class head (whitespace and comments between), or None."""
    lines = _lines(c.extent.start.file.name)
    end = c.extent.start.line - 1
    text = "\n".join(lines[max(0, end - 40):end]) + "\n" + lines[end][:c.extent.start.column - 1]
    m = None
    for m in SPECIFIERS.finditer(text):
        pass
    if m is None:
        return None
    depth, i = 0, m.end() - 1
    while i < len(text):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                break
        i += 1
    rest = re.sub(r"//[^\n]*|/\*.*?\*/", "", text[i + 1:], flags=re.S)
    return text[m.start():i + 1] if rest.strip() == "" else None


def _export(r, kind):
    """Export status, by the rule in docs/engine-facts.md ("Engine API manifest")."""
    k = r.kind.name
    if k in CLASS_KINDS:
        if _has_visibility(r):
            return "api"
        spec = _specifiers(r, None)
        if spec and re.search(r"\bMinimalAPI\b", spec):
            return "minimal"
        return "none"
    if k in FUNC_KINDS or k == "VAR_DECL":
        if _has_visibility(r):
            return "api"
        p = r.semantic_parent
        while p is not None and p.kind.name in CLASS_KINDS:
            if _has_visibility(p):
                return "api"
            if p.kind.name in ("CLASS_TEMPLATE", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION"):
                return "inline"
            p = p.semantic_parent
        if k == "FUNCTION_TEMPLATE" or r.get_definition() is not None:
            return "inline"  # a definition in a header: inline, constexpr, defaulted or a template
        if k == "VAR_DECL" and any(t.spelling in ("constexpr", "inline") for t in r.get_tokens()):
            return "inline"
        if k in FUNC_KINDS and r.is_virtual_method():
            return "virtual"
        return "none"
    return "n/a"  # fields, enumerators, typedefs, enums, namespaces, macros: nothing to link


def parse_tu(job):
    """Parse one TU; return the engine references its plugin lines make, with the declarations' facts."""
    tu_path, args, plugin_root, eng_root, mod_dirs, extra_main = job
    ci = _cindex()
    idx = ci.Index.create()
    opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
    if extra_main is not None:
        _files[tu_path] = extra_main.split("\n")
        tu = idx.parse(tu_path, args=args, unsaved_files=[(tu_path, extra_main)], options=opts)
        own_files = (tu_path,)
    else:
        tu = idx.parse(tu_path, args=args, options=opts)
        own_files = None
    errors = [str(d) for d in tu.diagnostics if d.severity >= 3]
    eng_prefix = eng_root.rstrip("/") + "/"

    def own(f):
        return f is not None and (f.name in own_files if own_files else f.name.startswith(plugin_root + "/"))

    def module_of(path):
        d = os.path.dirname(path)
        while d.startswith(eng_prefix):
            if d in mod_dirs:
                return mod_dirs[d]
            d = os.path.dirname(d)
        return ""

    decl_cache = {}

    def facts(r):
        key = (r.kind.name, r.hash)
        if key in decl_cache:
            return decl_cache[key]
        d = r
        if r.kind.name in CLASS_KINDS or r.kind.name == "ENUM_DECL":
            d = r.get_definition() or r
        loc = d.location
        res = None
        if loc.file is not None and loc.file.name.startswith(eng_prefix):
            kind = KIND_NAMES.get(d.kind.name, d.kind.name.lower())
            res = dict(decl=_qualified(d) if d.kind.name != "MACRO_DEFINITION" else d.spelling, kind=kind,
                       module=module_of(loc.file.name), header=os.path.relpath(loc.file.name, eng_root), line=loc.line)
            exp = _export(d, kind)
            if exp != "n/a":  # absent: nothing to link (fields, enumerators, typedefs, enums, namespaces, macros)
                res["export"] = exp
            if d.kind.name != "MACRO_DEFINITION" and d.availability.name == "DEPRECATED":
                res["deprecated"] = True
        decl_cache[key] = res
        return res

    refs = {}  # key -> {decl-id: facts}
    includes = {}

    def add(key, f):
        ident = (f["decl"], f["kind"], f["header"], f["line"])
        refs.setdefault(key, {})[ident] = f

    def written_key(c, name):
        """The name as the plugin wrote it at c: 'A::B' (qualifier chain), '.B' (member access) or 'B'; None when
        the text there is not the name (macro expansions, implicit conversions, operators)."""
        # The spelling location: a name inside a macro's arguments (UE_LOG(..., *X->GetName())) is the plugin's text.
        fname, lno, cno = _spelling(c.location)
        if fname is None or not (fname in own_files if own_files else fname.startswith(plugin_root + "/")):
            return None
        line = _lines(fname)[lno - 1]
        col = cno - 1
        if not re.match(re.escape(name) + r"\b", line[col:]):
            return None
        before = line[:col]
        m = QUALIFIER.search(before)
        if m:
            qual = re.sub(r"<.*?>+|\s+", "", m.group(1))
            return qual + name
        if MEMBER.search(before):
            return "." + name
        return name

    def walk(c):
        k = c.kind.name
        if k in REF_KINDS:
            r = c.referenced
            if r is not None and r.location.file is not None and r.location.file.name.startswith(eng_prefix):
                name = re.sub(r"<.*$", "", r.spelling)
                if k == "CXX_BASE_SPECIFIER" or k == "TYPE_REF":
                    name = re.sub(r"^(class|struct|enum|union) ", "", re.sub(r"<.*$", "", c.spelling)).split("::")[-1]
                if name and not name.startswith("operator") and not name.startswith("~"):
                    key = written_key(c, name)
                    f = facts(r)
                    if key and f:
                        add(key, f)
        for ch in c.get_children():
            walk(ch)

    for c in tu.cursor.get_children():
        f = c.location.file
        if not own(f):
            continue
        k = c.kind.name
        if k == "INCLUSION_DIRECTIVE":
            inc = c.get_included_file()
            if inc is not None and inc.name.startswith(eng_prefix):
                via_root = os.path.exists(os.path.join(eng_root, "Engine", "Source", c.spelling))
                includes[c.spelling] = dict(header=os.path.relpath(inc.name, eng_root), module=module_of(inc.name),
                                            **({"global": True} if via_root else {}))
            continue
        if k == "MACRO_INSTANTIATION":
            r = c.referenced
            if r is not None and r.location.file is not None and r.location.file.name.startswith(eng_prefix):
                f2 = facts(r)
                key = written_key(c, c.spelling)
                if f2 and key:
                    add(key, f2)
            continue
        walk(c)
    if extra_main is not None:
        includes = {}  # the probe's includes are not the plugin's
    return dict(tu=tu_path, errors=errors, refs={k: list(v.values()) for k, v in refs.items()}, includes=includes)


# ---------------------------------------------------------------- driver

def cached_parse(item):
    """parse_tu, cached in the work dir on everything that can change its answer (plugin sources, flags, this file)."""
    job, work = item
    tu_path, args, plugin_root, eng_root, mod_dirs, extra_main = job
    h = hashlib.sha1()
    src = open(__file__).read()
    worker = src[src.index("-" + "--- worker (one TU"):src.index("-" + "--- driver")]  # only the parse's own code
    for part in [worker.encode(), repr(job[:4]).encode(), (extra_main or "").encode()]:
        h.update(part)
    for r, dirs, fs in sorted(os.walk(os.path.join(plugin_root, "Source"))):
        dirs.sort()
        for f in sorted(fs):
            h.update(f.encode())
            h.update(open(os.path.join(r, f), "rb").read())
    path = os.path.join(work, "tu-cache", h.hexdigest() + ".json")
    if os.path.exists(path):
        return json.load(open(path))
    res = parse_tu(job)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    json.dump(res, open(path, "w"))
    return res


def plugin_dirs(work):
    out = {}
    for spec in sorted(glob.glob(os.path.join(REPO, "specs", "*.yaml"))):
        stem = os.path.splitext(os.path.basename(spec))[0]
        dst = os.path.join(work, "plugins", stem)
        # Always from this checkout's templates: a plugin left in a shared work folder by another checkout is stale.
        shutil.rmtree(dst, ignore_errors=True)
        log("generate %s" % os.path.relpath(spec, REPO))
        subprocess.run([os.path.join(REPO, "stretchy"), "generate", "--spec", spec, "--target", "unreal", "--out", dst],
                       check=True, stdout=subprocess.DEVNULL)
        up = glob.glob(os.path.join(dst, "*", "*.uplugin"))
        if len(up) != 1:
            sys.exit("no single .uplugin generated for %s" % spec)
        out[os.path.relpath(spec, REPO)] = os.path.dirname(up[0])
    return out


def libclang_args(flags):
    drop = {"-fsyntax-only", "--driver-mode=g++", "-fdiagnostics-absolute-paths", "-fno-color-diagnostics"}
    return [a for a in flags if a not in drop]


def public_deps(eng, names):
    """PublicDependencyModuleNames of every module reachable from `names` through public dependencies."""
    table, todo = {}, sorted(names)
    while todo:
        n = todo.pop()
        if n in table:
            continue
        r = eng.get(n)
        deps = sorted(set(r.lists["PublicDependencyModuleNames"])) if r is not None else None
        table[n] = deps
        todo += [d for d in (deps or []) if d not in table]
    return table


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", action="append", required=True, help="VERSION=ROOT=OWNER/REPO@COMMIT")
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "stretchy-engine-api"))
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    import uecompile  # the compile model: same module index and Build.cs reading

    plugins = plugin_dirs(args.work)
    versions = []
    per_version = {}
    for spec_arg in args.engine:
        ver, root, source = spec_arg.split("=", 2)
        root = os.path.abspath(root)
        versions.append(dict(version=ver, source=source))
        jobs, plugin_deps, eng_modules = [], set(), None
        for spec, pdir in plugins.items():
            w = os.path.join(args.work, "%s-%s" % (os.path.basename(pdir), ver))
            log("flags %s %s" % (os.path.basename(pdir), ver))
            subprocess.run([sys.executable, os.path.join(HERE, "uecompile.py"), root, pdir, "--only", "//no-tu//",
                            "--work", w], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            flags = json.load(open(os.path.join(w, "flags.json")))
            index = json.load(open(os.path.join(w, "module-index.json")))
            mod_dirs = {os.path.dirname(p): n for n, p in index.items()}
            for r, _, fs in os.walk(os.path.join(pdir, "Source")):
                for f in sorted(fs):
                    if f.endswith(".Build.cs"):
                        pr = buildcs.parse_build_cs(os.path.join(r, f), os.path.join(root, "Engine", "Source"))
                        plugin_deps.update(pr.lists["PublicDependencyModuleNames"] + pr.lists["PrivateDependencyModuleNames"])
                        for cpp in sorted(glob.glob(os.path.join(r, "**", "*.cpp"), recursive=True)):
                            jobs.append((cpp, libclang_args(flags[pr.name]), pdir, root, mod_dirs, None))
            if spec.endswith("stretchy.yaml"):
                runtime = os.path.basename(pdir)
                probe = os.path.join(pdir, "Source", runtime, "Private", "StretchyManifestProbe.cpp")
                jobs.append((probe, libclang_args(flags[runtime]), pdir, root, mod_dirs, PROBE))
            eng_modules = uecompile.Engine(root, w)
        plugin_names = {os.path.basename(p) for p in plugins.values()}
        results = []
        with cf.ProcessPoolExecutor(max_workers=max(1, min(args.jobs, 2))) as ex:
            for res in ex.map(cached_parse, [(j, args.work) for j in jobs]):
                log("  %s %s: %d names, %d includes, %d errors" % (ver, os.path.basename(res["tu"]), len(res["refs"]),
                                                                   len(res["includes"]), len(res["errors"])))
                for e in res["errors"][:5]:
                    log("    " + e)
                res["probe"] = res["tu"].endswith("StretchyManifestProbe.cpp")
                results.append(res)
        deps = {d for d in plugin_deps if not any(d.startswith(p) for p in plugin_names)}
        per_version[ver] = dict(root=root, results=results, modules=public_deps(eng_modules, deps),
                                errors=sum(len(r["errors"]) for r in results))

    out = build_manifest(versions, per_version, sorted(plugins))
    text = json_text(out)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as fh:
        fh.write(text)
    log("wrote %s: %d names, %d includes, %d modules, %d bytes" % (
        os.path.relpath(args.out, REPO), len(out["names"]), len(out["includes"]), len(out["modules"]), len(text)))
    bad = {v: d["errors"] for v, d in per_version.items() if d["errors"]}
    if bad:
        log("WARNING: parse errors (references after an error may be missing): %s" % bad)


API_MACRO = re.compile(r"\b[A-Z][A-Z0-9_]*_API\b")


def _header_line(root, header, line):
    lines = _lines(os.path.join(root, header))
    return lines[line - 1] if 0 < line <= len(lines) else ""


def refine(root, f):
    """Facts libclang's attributes miss, read from the declaration's own text (never recorded: only the flag).
    A class record on a forward declaration (`class UFoo;` in another header) says nothing about export: marked
    `forward`. A member of a template instantiation (TTransform<double>::GetRelativeTransform) has no attribute in
    libclang: `<MODULE>_API` before the name on its declaration line makes it `api`."""
    text = _header_line(root, f["header"], f["line"])
    short = f["decl"].split("::")[-1]
    # `class Name;` or an elaborated use (`class Name*`, `TObjectPtr<class Name>`) on the recorded line.
    if f["kind"] in ("class", "struct", "class-template") and re.search(
            r"\b(class|struct)\s+(?:\w+_API\s+)?%s\s*[;*&>,)]" % re.escape(short), text):
        f = dict(f, forward=True)
        f.pop("export", None)
    elif f.get("export") == "none" and f["kind"] in ("class", "struct"):
        # An intrinsic class (UObject, UClass) declares StaticClass with DECLARE_*CLASS*(Name, ..., <MODULE>_API) at the
        # top of its body: `intrinsic`, which links like MinimalAPI.
        body = "\n".join(_lines(os.path.join(root, f["header"]))[f["line"]:f["line"] + 15])
        if re.search(r"\bDECLARE_\w*CLASS\w*\(\s*%s\s*,[^;]*?\b[A-Z][A-Z0-9_]*_API\s*\)" % re.escape(short), body):
            f = dict(f, export="intrinsic")
    elif f.get("export") in ("none", "virtual") and f["kind"] not in ("class", "struct", "class-template"):
        head = text.split(short + "(")[0] if short + "(" in text else text.split(short)[0]
        if API_MACRO.search(re.split(r"[;{}]|\b(?:public|private|protected)\s*:", head)[-1]):
            f = dict(f, export="api")
    return f


def build_manifest(versions, per_version, specs):
    vers = [v["version"] for v in versions]
    names, includes, modules = {}, {}, {}
    for ver in vers:
        pv = per_version[ver]
        for res in pv["results"]:
            for key, decls in res["refs"].items():
                slot = names.setdefault(key, {}).setdefault(ver, {})
                for f in decls:
                    f = refine(pv["root"], f)
                    ident = (f["decl"], f["kind"], f["header"], f["line"])
                    g = dict(f)
                    if res["probe"]:
                        g["probe"] = True
                    if ident not in slot or (slot[ident].get("probe") and not g.get("probe")):
                        slot[ident] = g  # the plugin's own use wins over the probe's
            for inc, f in res["includes"].items():
                includes.setdefault(inc, {})[ver] = f
        for m, deps in pv["modules"].items():
            modules.setdefault(m, {})[ver] = {"public": deps} if deps is not None else {"absent": "no Build.cs"}
    # Versions that never referenced a name: say whether the header still has it (checked in that version's tree).
    # A forward declaration's record goes when the same key has the definition's.
    for key, per in names.items():
        for ver, slot in per.items():
            defined = {f["decl"] for f in slot.values() if not f.get("forward")}
            for ident in [i for i, f in slot.items() if f.get("forward") and f["decl"] in defined]:
                del slot[ident]
    out_names = {}
    for key in sorted(names):
        entry = {}
        for ver in vers:
            if ver in names[key]:
                entry[ver] = sorted(names[key][ver].values(), key=lambda f: (f["decl"], f["kind"], f["header"], f["line"]))
            else:
                other = next(iter(next(iter(names[key].values())).values()))
                entry[ver] = {"absent": absence(per_version[ver]["root"], other["header"], key.split("::")[-1].lstrip("."))}
        out_names[key] = entry
    out_includes = {}
    for inc in sorted(includes):
        out_includes[inc] = {}
        for ver in vers:
            if ver in includes[inc]:
                out_includes[inc][ver] = includes[inc][ver]
            else:
                other = next(iter(includes[inc].values()))
                exists = os.path.exists(os.path.join(per_version[ver]["root"], other["header"]))
                out_includes[inc][ver] = {"absent": "not included under this version" if exists else "no such header"}
    return {
        "format": FORMAT,
        "regenerate": REGENERATE,
        "versions": versions,
        "specs": specs,
        "names": out_names,
        "includes": out_includes,
        "modules": {m: {v: modules[m].get(v, {"absent": "not reachable"}) for v in vers} for m in sorted(modules)},
    }


def absence(root, header, short):
    p = os.path.join(root, header)
    if not os.path.exists(p):
        return "no such header"
    with open(p, encoding="utf-8", errors="replace") as fh:
        return "not referenced under this version" if re.search(r"\b%s\b" % re.escape(short), fh.read()) else "not in header"


def json_text(m):
    """Sorted and stable; one line per name, include or module, so diffs stay readable."""
    lines = ["{"]
    for i, k in enumerate(["format", "regenerate", "versions", "specs", "names", "includes", "modules"]):
        v = m[k]
        sep = "," if i < 6 else ""
        if isinstance(v, dict):
            lines.append(" %s: {" % json.dumps(k))
            items = list(v.items())
            for j, (kk, vv) in enumerate(items):
                lines.append("  %s: %s%s" % (json.dumps(kk), json.dumps(vv, sort_keys=True, separators=(",", ":")),
                                             "," if j < len(items) - 1 else ""))
            lines.append(" }" + sep)
        else:
            lines.append(" %s: %s%s" % (json.dumps(k), json.dumps(v, sort_keys=True), sep))
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
