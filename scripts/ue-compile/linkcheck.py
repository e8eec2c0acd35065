"""Link check from object files: which undefined symbols of a plugin module would not resolve.

Each TU is compiled to an object (-c -O0 -g0) with the export macros rewritten (see uecompile.api_macro):
  own module          <MOD>_API = DLLEXPORT (visibility default), as UBT does
  direct link deps    <MOD>_API = visibility("protected")   -> undefined refs show PROTECTED
  other reachable     <MOD>_API = visibility("hidden")      -> undefined refs show HIDDEN
  no export macro     nothing                                -> undefined refs show DEFAULT
Under -fvisibility-ms-compat (LinuxToolChain.cs), functions and variables without an export macro are hidden in
the engine's shared libraries (and not dllexported on Windows), so a DEFAULT undefined reference that nothing in
the plugin module defines has no definition to link against.

Link dependencies are a module's direct PublicDependencyModuleNames + PrivateDependencyModuleNames:
UEBuildModule.SetupPrivateLinkEnvironment (5.3 UEBuildModule.cs:893-917, 5.5 UEBuildModule.cs:918-945) adds only
those modules' binaries; SetupPublicLinkEnvironment recurses only through static libraries (5.5 :867-888), and
*IncludePathModuleNames never link.
"""
import os
import re
import subprocess

SYM_RE = re.compile(r"^\s*\d+:\s+[0-9a-f]+\s+\S+\s+(\w+)\s+(\w+)\s+(\w+)\s+(\S+)\s+(\S.*)$")

# Symbols the C/C++ runtime provides, never an engine module. Why each category is safe to drop:
TYPE_VISIBILITY_PREFIXES = ("vtable for ", "typeinfo for ", "typeinfo name for ", "VTT for ", "construction vtable for ")
# ^ -fvisibility-ms-compat gives *types* default visibility, so every engine .so exports its vtables/typeinfo
#   whether or not the class has an _API macro (only when the undefined ref is DEFAULT; HIDDEN ones are checked).


# Defined by the linker / crt objects, referenced hidden by every object that registers static destructors.
LINKER_SYMBOLS = {"__dso_handle", "_GLOBAL_OFFSET_TABLE_", "_DYNAMIC", "__ehdr_start"}


def runtime_category(mangled, demangled, vis):
    """Return why a symbol comes from the C/C++ runtime, or None."""
    if not mangled.startswith("_Z"):
        # Unmangled names are C linkage: libc/libm (memcpy, sqrtf), the C++ ABI (__cxa_*, __gxx_personality_v0),
        # the unwinder (_Unwind_*), compiler-rt (__udivti3), loader symbols (__dso_handle, __tls_get_addr).
        # An engine extern "C" function with an _API macro would show PROTECTED/HIDDEN and is checked instead.
        if vis == "DEFAULT" or mangled in LINKER_SYMBOLS:
            return "C runtime / ABI"
        return None
    if re.match(r"(vtable for |typeinfo for |typeinfo name for |VTT for )?(std|__cxxabiv1|__gnu_cxx)::", demangled):
        return "libc++ / C++ ABI (std::, __cxxabiv1::)"
    if re.match(r"operator (new|delete)(\[\])?\(", demangled):
        # libc++, or the module's own REPLACEMENT_OPERATOR_NEW_AND_DELETE from IMPLEMENT_MODULE
        # (Runtime/Core/Public/Modules/Boilerplate/ModuleBoilerplate.h:51)
        return "operator new/delete"
    if vis == "DEFAULT" and demangled.startswith(TYPE_VISIBILITY_PREFIXES):
        return "vtable/typeinfo (type visibility default under -fvisibility-ms-compat)"
    return None


def read_objects(objs):
    """{obj: [(bind, vis, ndx, name)]} from readelf."""
    out = {}
    for o in objs:
        p = subprocess.run(["readelf", "-sW", o], capture_output=True, text=True, timeout=120)
        syms = []
        for line in p.stdout.splitlines():
            m = SYM_RE.match(line)
            if not m:
                continue
            typ, bind, vis, ndx, name = m.groups()
            name = name.split("@")[0].strip()
            if not name or bind not in ("GLOBAL", "WEAK"):
                continue
            syms.append((bind, vis, ndx, name))
        out[o] = syms
    return out


def demangle(names):
    names = list(names)
    if not names:
        return {}
    p = subprocess.run(["c++filt"], input="\n".join(names) + "\n", capture_output=True, text=True, timeout=120)
    return dict(zip(names, p.stdout.split("\n")))


def split_qualified(demangled):
    """'A::B<int>::f(int) const' -> (['A', 'B<int>'], 'f')."""
    s = demangled
    depth, cut = 0, len(s)
    for i, c in enumerate(s):
        if c in "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif c == "(" and depth == 0:
            cut = i
            break
    head = s[:cut]
    parts, depth, cur = [], 0, ""
    i = 0
    while i < len(head):
        c = head[i]
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        if depth == 0 and head.startswith("::", i):
            parts.append(cur)
            cur = ""
            i += 2
            continue
        cur += c
        i += 1
    parts.append(cur)
    parts = [re.sub(r"<.*>$", "", p).strip() for p in parts]
    return parts[:-1], parts[-1]


# What UHT writes into <Header>.gen.cpp for a module's own reflected types (the stand-in writes no .gen.cpp):
# UhtHeaderCodeGeneratorCppFile.cs emits GetPrivateStaticClass, StaticRegisterNatives*, Z_Construct_*, StaticStruct,
# StaticEnum/StaticClass/StaticStruct<T> specialisations, exec thunks, event/RPC stubs, Execute_* for interfaces,
# ValidateGeneratedRepEnums, the FVTableHelper constructor and the constructors/destructor UHT declares.
GENCPP_MEMBERS = re.compile(r"^(GetPrivateStaticClass|StaticRegisterNatives\w*|StaticStruct|exec\w+|Execute_\w+|"
                            r"ValidateGeneratedRepEnums|StaticPackage|GetSparseClassDataStruct)$")
GENCPP_FREE = re.compile(r"^(Z_Construct_\w+|StaticClass|StaticStruct|StaticEnum|\w+_StaticEnum|Z_\w+)$")


def gencpp_provides(quals, name, own_types, own_events, own_delegates):
    if not quals:
        return bool(GENCPP_FREE.match(name)) or name in own_delegates
    cls = quals[-1]
    if cls not in own_types:
        return False
    if GENCPP_MEMBERS.match(name) or name in own_events.get(cls, ()):
        return True
    if name in (cls, "~" + cls):  # constructors/destructor that UHT declares and defines
        return True
    if name.endswith("_DelegateWrapper"):
        return True
    return False


class DeclIndex:
    """Find where a class or function is declared in the headers a module reaches (for the report)."""

    def __init__(self, dir_owner, eng_root):
        self.dir_owner = dir_owner  # [(dir, module, is_link_dep)]
        self.eng_root = eng_root
        self.cache = {}

    def _grep(self, pattern):
        dirs = [d for d, _, _ in self.dir_owner if os.path.isdir(d)]
        if not dirs:
            return []
        p = subprocess.run(["grep", "-rnIE", "--include=*.h", "--include=*.inl", "--include=*.hpp", pattern] + dirs,
                           capture_output=True, text=True, timeout=300)
        hits = []
        for line in p.stdout.splitlines():
            f, _, rest = line.partition(":")
            ln, _, text = rest.partition(":")
            if ln.isdigit():
                hits.append((f, int(ln), text.strip()))
        return hits

    def owner(self, path):
        best = None
        for d, m, dep in self.dir_owner:
            if path.startswith(d.rstrip("/") + "/") and (best is None or len(d) > len(best[0])):
                best = (d, m, dep)
        return best

    def locate(self, quals, name):
        key = (tuple(quals), name)
        if key in self.cache:
            return self.cache[key]
        res = None
        if quals:
            cls = quals[-1]
            hits = self._grep(r"^\s*(class|struct)\s+([A-Z0-9_]+_API\s+)?%s\b\s*($|:|final|\{)" % re.escape(cls))
            if hits:
                f, ln, text = hits[0]
                prev = ""
                try:
                    lines = open(f, encoding="utf-8", errors="replace").read().split("\n")
                    for k in range(ln - 2, max(ln - 6, -1), -1):
                        if re.match(r"\s*U(CLASS|STRUCT|INTERFACE)\s*\(", lines[k]):
                            prev = lines[k].strip()
                            break
                except OSError:
                    pass
                res = (f, ln, (prev + " " if prev else "") + text)
        if res is None:
            hits = self._grep(r"\b%s\s*\(" % re.escape(name))
            decl = [h for h in hits if h[2].rstrip().endswith(";")]
            if decl or hits:
                res = (decl or hits)[0]
        self.cache[key] = res
        return res


def analyse(modname, objs, own_types, own_events, own_delegates, decl_index, rel, incomplete=False):
    """Return (failures, stats) for one plugin module. rel(path) makes paths printable.
    incomplete: some TUs of the module did not compile, so symbols the module declares itself may be defined in a
    missing object: those are counted as 'unverified', not as failures."""
    table = read_objects(objs)
    defined = set()
    for syms in table.values():
        for bind, vis, ndx, name in syms:
            if ndx != "UND":
                defined.add(name)
    undef = {}  # name -> (vis, [objs])
    for o, syms in table.items():
        for bind, vis, ndx, name in syms:
            if ndx == "UND" and name not in defined:
                ent = undef.setdefault(name, [vis, []])
                ent[1].append(o)
    dm = demangle(undef)
    stats = dict(undefined=len(undef), runtime=0, exported=0, gencpp=0, unverified=0, failures=0)
    failures = []
    for name in sorted(undef):
        vis, where = undef[name]
        d = dm.get(name, name) or name
        if runtime_category(name, d, vis):
            stats["runtime"] += 1
            continue
        if vis == "PROTECTED":
            stats["exported"] += 1
            continue
        quals, fn = split_qualified(d)
        if vis == "DEFAULT" and gencpp_provides(quals, fn, own_types, own_events, own_delegates):
            stats["gencpp"] += 1
            continue
        loc = decl_index.locate(quals, fn)
        owner = decl_index.owner(loc[0]) if loc else None
        if owner and owner[1] == modname and incomplete:
            stats["unverified"] += 1
            continue
        if owner and owner[1] == modname:
            why = "declared in %s itself but defined in none of its files (nor by UHT's .gen.cpp)" % modname
        elif vis == "HIDDEN":
            why = "exported by module %s, which is not in %s's Public/PrivateDependencyModuleNames (compiles through " \
                  "another module's public dependencies or an include path, but is not linked)" % (owner[1] if owner else "?", modname)
        else:
            why = "declared without an export macro (no <MODULE>_API on the function or its class, no MinimalAPI): " \
                  "not exported from its module"
        failures.append(dict(module=modname, symbol=d, mangled=name, visibility=vis, reason=why,
                             declared_in=(rel(loc[0]) + ":%d" % loc[1]) if loc else None,
                             declaration=loc[2] if loc else None,
                             declaring_module=owner[1] if owner else None,
                             referenced_by=sorted({os.path.basename(o)[:-2].replace("__", "/") for o in where})))
    stats["failures"] = len(failures)
    return failures, stats
