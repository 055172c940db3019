"""Reads a SwiftUI .swiftinterface into declarations: names and signatures only.

The interface is machine-printed: one declaration per line, members indented two spaces
deeper than their type or extension, attributes on the lines before. That regularity is
what this reader relies on; it is not a Swift parser.
"""
import re
from dataclasses import dataclass, field

MODULE_PREFIXES = ("SwiftUI.", "SwiftUICore.", "Swift.", "CoreFoundation.", "CoreGraphics.", "Foundation.",
                   "_Concurrency.", "DeveloperToolsSupport.", "CoreTransferable.", "Observation.",
                   "Combine.", "Accessibility.", "Symbols.", "CoreText.", "UniformTypeIdentifiers.",
                   "CoreData.", "os.", "UIKit.")
TYPE_KINDS = ("struct", "enum", "class", "protocol", "actor")
DECL_RE = re.compile(
    r"^(?P<attrs>(?:@[\w.]+(?:\([^)]*\))?\s+)*)(?P<mods>(?:(?:nonisolated|public|open|static|class|final|"
    r"mutating|nonmutating|override|convenience|required|indirect|dynamic|__consuming|consuming|internal|package|"
    r"fileprivate|private)\s+)*)"
    r"(?P<kind>func|init|var|let|subscript|case|typealias|associatedtype|struct|enum|class|protocol|actor|extension)\b"
    r"(?P<rest>.*)$")


@dataclass
class Context:
    kind: str            # struct, enum, class, protocol, actor or extension
    name: str            # the type, module prefixes removed (Edge.Set, View)
    generics: str        # the type's own generic clause, "<Label>" or ""
    where: str           # the type's or extension's where clause
    indent: int
    unavailable: bool
    public: bool
    introduced: str = ""  # the iOS version its @available gives, or the enclosing context's


@dataclass
class Declaration:
    container: str       # "" for a top-level type
    kind: str
    name: str
    signature: str       # the declaration line, module prefixes removed
    static: bool
    where: str           # the extension's where clause (the container's constraints)
    container_generics: str
    deprecated: bool
    availability: str
    key: str = field(default="")
    mutating: bool = False


def strip_modules(text):
    for prefix in MODULE_PREFIXES:
        text = re.sub(r"(?<![\w.])" + re.escape(prefix), "", text)
    return text


def availability_of(attrs):
    """(unavailable on iOS, deprecated, the iOS version it came in or "")"""
    unavailable = deprecated = False
    introduced = ""
    for attr in re.findall(r"@available\(([^)]*)\)", attrs):
        parts = [p.strip() for p in attr.split(",")]
        platform = parts[0].split(" ")[0]
        if platform in ("iOS", "*"):
            if "unavailable" in parts:
                unavailable = True
            if any(p.startswith("deprecated") for p in parts):
                deprecated = True
            if platform == "iOS":
                m = re.search(r"iOS (\d+(?:\.\d+)?)", attr) or re.search(r"introduced: (\d+(?:\.\d+)?)", attr)
                if m:
                    introduced = m.group(1)
        m = re.search(r"\biOS (\d+(?:\.\d+)?)", attr)
        if m and platform != "iOS":
            introduced = m.group(1)
    return unavailable, deprecated, introduced


def member_name(kind, rest):
    rest = rest.strip()
    if kind in ("init", "subscript"):
        return kind
    m = re.match(r"(`?[\w]+`?|[^\s(<]+)", rest)
    return m.group(1).strip("`") if m else rest


def labels_of(signature):
    """`padding(_:_:)` style labels of a func, init or subscript line."""
    start = signature.find("(")
    if start < 0:
        return None
    depth, params, current = 0, [], ""
    for ch in signature[start + 1:].replace("->", "\x01\x01"):
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        params.append(current)
    labels = []
    for p in params:
        head = p.split(":")[0].strip().split()
        head = [h for h in head if not h.startswith("@")]
        labels.append((head[0] if head else "_") + ":")
    return "".join(labels)


def parse(text):
    lines = text.split("\n")
    stack, attrs, declarations = [], "", []
    skip_until = None  # indent of a member body being skipped
    for raw in lines:
        if not raw.strip() or raw.lstrip().startswith("//") or raw.startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        line = raw.strip()
        if skip_until is not None:
            skip_until += _balance(line)
            if skip_until <= 0:
                skip_until = None
            continue
        if line.startswith("}"):
            if stack and stack[-1].indent == indent:
                stack.pop()
            attrs = ""
            continue
        if line.startswith("@") and not DECL_RE.match(line):
            attrs += " " + line
            continue
        if line.startswith("#if") or line.startswith("#else") or line.startswith("#endif") or line.startswith("#elseif"):
            continue
        m = DECL_RE.match(line)
        if not m:
            attrs = ""
            if _balance(line) > 0:
                skip_until = _balance(line)
            continue
        all_attrs = attrs + " " + m.group("attrs")
        attrs = ""
        kind, rest, mods = m.group("kind"), m.group("rest"), m.group("mods")
        unavailable, deprecated, introduced = availability_of(all_attrs)
        parent = stack[-1] if stack else None
        # A member without its own @available has its type's or extension's: the iOS 18 SDK
        # marks whole extensions (`@available(iOS 18.0, *) extension View { … }`).
        introduced = introduced or (parent.introduced if parent else "")
        inherited_unavailable = any(c.unavailable for c in stack)
        private = "@_spi" in all_attrs or "@usableFromInline" in all_attrs
        opens = line.endswith("{")
        if kind in TYPE_KINDS + ("extension",) and (kind != "class" or "func" not in rest.split("(")[0]):
            head = strip_modules(rest.strip().rstrip("{").strip())
            nm = re.match(r"([\w.]+)(<[^{]*?>)?\s*(?::\s*([^{]*?))?\s*(where .*)?$", head)
            name = nm.group(1) if nm else head.split()[0]
            generics = (nm.group(2) or "") if nm else ""
            where = (nm.group(4) or "") if nm else ""
            if kind != "extension" and parent is not None:
                name = parent.name + "." + name
            is_public = kind == "extension" or "public" in mods or (parent is not None and parent.kind == "protocol")
            ctx_public = is_public and not private and (parent is None or parent.public)
            if kind != "extension" and ctx_public and not name.split(".")[-1].startswith("_"):
                declarations.append(Declaration(
                    container="", kind=kind, name=name, signature=head, static=False, where=where,
                    container_generics=generics, deprecated=deprecated, availability=introduced
                ) if not (unavailable or inherited_unavailable) else None)
            if opens:
                stack.append(Context(kind, name, generics, where, indent, unavailable or inherited_unavailable, ctx_public,
                                     introduced))
            continue
        if _balance(line) > 0:
            skip_until = _balance(line)
        if parent is None or not parent.public:
            continue
        in_protocol = parent.kind == "protocol"
        if not in_protocol and "public" not in mods and kind != "case":
            continue
        if private or unavailable or inherited_unavailable or kind in ("associatedtype",):
            continue
        if in_protocol:
            continue  # requirements are met by conformances, not called; the protocol is listed
        name = member_name(kind, rest)
        if name.startswith("_") or not re.match(r"\w", name):
            continue
        if kind == "typealias" and "@_opaqueReturnTypeOf" in rest:
            continue
        parts = {}  # several variables on one line: each is its own declaration, with its own type
        if kind == "case":  # each case is its own declaration, with its payload (`mirrors(in: …)`)
            names = []
            for part in re.split(r",(?![^(]*\))", rest):
                n = part.strip().split("(")[0]
                names.append(n)
                parts[n] = part.strip()
        elif kind in ("var", "let") and len(_top_level_split(rest)) > 1:
            names = []
            for part in _top_level_split(rest):
                n = member_name(kind, part)
                names.append(n)
                parts[n] = " " + part.strip()
        else:
            names = [name]
        for n in names:
            if not n or n.startswith("_"):
                continue
            sig = strip_modules((kind + parts.get(n, rest)) if kind != "case" else "case " + parts.get(n, n))
            declarations.append(Declaration(
                container=parent.name, kind=kind, name=n, signature=sig.rstrip("{").strip(),
                static="static" in mods or "class " in mods, where=parent.where,
                container_generics=parent.generics, deprecated=deprecated,
                availability=introduced, mutating="mutating" in mods))
    result = [d for d in declarations if d is not None]
    for d in result:
        d.key = key_of(d)
    return result


def _top_level_split(text):
    """`a: T = 1, b: U = 2` into its variables (commas outside brackets and strings)."""
    if "{" in text:
        return [text]
    text_parts, depth, current, quoted = [], 0, "", False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in "([<":
            depth += 1
        elif not quoted and ch in ")]>":
            depth -= 1
        if ch == "," and depth == 0 and not quoted:
            text_parts.append(current)
            current = ""
        else:
            current += ch
    text_parts.append(current)
    return text_parts


def _balance(line):
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.count("{") - line.count("}")



def key_of(d):
    if not d.container:
        return d.name
    if d.kind in ("func", "init", "subscript"):
        return f"{d.container}.{d.name}({labels_of(d.signature) or ''})"
    return f"{d.container}.{d.name}"
