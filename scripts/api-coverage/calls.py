"""One call per declaration, written with SwiftUI's labels and parameter types.

Every argument is `_a(T.self)`, a value of exactly the parameter's type, so the call
picks the overload SwiftUI's signature names and nothing looser. Generic parameters
are replaced by a concrete type that meets their constraints (the table below), the
way an app's own call would pin them. The calls are type-checked, never run.
"""
import re

# A concrete type for each constraint, as app code would supply one.
SUBSTITUTES = {
    "View": "EmptyView", "StringProtocol": "String", "Hashable": "Int", "Equatable": "Int",
    "Comparable": "Int", "Identifiable": "_Item", "RandomAccessCollection": "[_Item]",
    "MutableCollection": "[_Item]", "RangeReplaceableCollection": "[_Item]", "Collection": "[_Item]",
    "Sequence": "[_Item]", "ShapeStyle": "Color", "Shape": "Rectangle", "InsettableShape": "Circle",
    "BinaryFloatingPoint": "Double", "BinaryInteger": "Int", "FixedWidthInteger": "Int",
    "Strideable": "Int", "Numeric": "Int", "Transferable": "String", "Encodable": "Int",
    "Decodable": "Int", "Codable": "Int", "Sendable": "Int", "PreferenceKey": "_Key",
    "VectorArithmetic": "Double", "Animatable": "Angle", "Gesture": "TapGesture",
    "ObservableObject": "_Model", "Observable": "_Observed", "AnyObject": "_Model",
    "ViewModifier": "_Modifier", "FormatStyle": "IntegerFormatStyle<Int>",
    "ParseableFormatStyle": "IntegerFormatStyle<Int>", "RawRepresentable": "_Raw",
    "ExpressibleByNilLiteral": "Int?", "LocalizedError": "_Failure", "RangeExpression": "ClosedRange<Int>", "LayoutValueKey": "_LayoutKey", "Error": "_Failure",
    "ToolbarContent": "ToolbarItem<Void, EmptyView>", "CustomizableToolbarContent": "ToolbarItem<Void, EmptyView>",
    "EnvironmentKey": "_EnvironmentKey", "Layout": "HStackLayout", "ButtonStyle": "_ButtonStyle",
    "PrimitiveButtonStyle": "PlainButtonStyle", "ToggleStyle": "SwitchToggleStyle",
    "LabelStyle": "TitleAndIconLabelStyle", "ListStyle": "PlainListStyle", "PickerStyle": "MenuPickerStyle",
    "ProgressViewStyle": "LinearProgressViewStyle", "TextFieldStyle": "RoundedBorderTextFieldStyle",
    "GaugeStyle": "LinearCapacityGaugeStyle", "MenuStyle": "DefaultMenuStyle",
    "DatePickerStyle": "CompactDatePickerStyle", "GroupBoxStyle": "DefaultGroupBoxStyle",
    "FormStyle": "GroupedFormStyle", "ControlGroupStyle": "AutomaticControlGroupStyle",
    "NavigationSplitViewStyle": "AutomaticNavigationSplitViewStyle", "TabViewStyle": "PageTabViewStyle",
    "IndexViewStyle": "PageIndexViewStyle", "LabeledContentStyle": "AutomaticLabeledContentStyle",
    "DisclosureGroupStyle": "AutomaticDisclosureGroupStyle", "MenuButtonStyle": "DefaultMenuButtonStyle",
    "ScrollTargetBehavior": "PagingScrollTargetBehavior", "SymbolEffect": "BounceSymbolEffect",
    "IndefiniteSymbolEffect": "PulseSymbolEffect", "DiscreteSymbolEffect": "BounceSymbolEffect",
    "TransitionSymbolEffect": "AppearSymbolEffect", "Transition": "OpacityTransition",
    "Font": "Font", "CustomAnimation": "_Animation", "DynamicProperty": "State<Int>",
    "TextSelectability": "EnabledTextSelectability", "ContentShapeKinds": "ContentShapeKinds",
    "Publisher": "PassthroughSubject<Int, Never>", "CoordinateSpaceProtocol": "NamedCoordinateSpace",
    "AccessibilityRotorContent": "AccessibilityRotorEntry<Int>",
    "NSManagedObject": "_Unavailable_NSManagedObject", "SortComparator": "KeyPathComparator<_Item>",
    "TimelineSchedule": "EveryMinuteTimelineSchedule",
}
# Generic parameters the interface leaves unconstrained, though only one kind of type works.
UNCONSTRAINED = {"View.modifier(_:)": {"T": "_Modifier"}}
# Base values for members of a protocol extension with no `Self ==` constraint.
PROTOCOL_BASES = {"View": "EmptyView", "Shape": "Rectangle", "InsettableShape": "Circle",
                  "ShapeStyle": "Color", "Gesture": "TapGesture", "Transition": "OpacityTransition",
                  "ViewModifier": "_Modifier", "Animatable": "Angle", "VectorArithmetic": "Double",
                  "Layout": "HStackLayout", "ToolbarContent": "ToolbarItem<Void, EmptyView>",
                  "CustomizableToolbarContent": "ToolbarItem<Void, EmptyView>", "DynamicProperty": "State<Int>",
                  "PreferenceKey": "_Key", "EnvironmentKey": "_EnvironmentKey", "Identifiable": "_Item",
                  "ButtonStyle": "_ButtonStyle", "Equatable": "_EquatableView", "VisualEffect": "EmptyVisualEffect", "TextFieldStyle": "RoundedBorderTextFieldStyle"}

PRELUDE = """\
// Values and conformances the calls below need, as an app would write them.
@inline(never) func _a<T>(_: T.Type) -> T { fatalError() }
struct _Item: Identifiable, Hashable { var id: Int }
enum _Raw: String { case a }
struct _Failure: LocalizedError {}
struct _EquatableView: View, Equatable { var body: some View { EmptyView() } }
final class _Model: ObservableObject {}
@Observable final class _Observed {}
struct _Key: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}
struct _EnvironmentKey: EnvironmentKey { static var defaultValue: Int { 0 } }
struct _LayoutKey: LayoutValueKey { static var defaultValue: Int { 0 } }
struct _Modifier: ViewModifier { func body(content: Content) -> some View { content } }
struct _ButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
extension _Item: Transferable {
    static var transferRepresentation: some TransferRepresentation { ProxyRepresentation(exporting: { String($0.id) }) }
}
"""


def mask_arrows(text):
    """`->` hidden (same length), so its `>` is not taken for a closing bracket."""
    return text.replace("->", "\x01\x01")


def split_top(text, sep=","):
    depth, parts, current = 0, [], ""
    for ch, real in zip(mask_arrows(text), text):
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += real
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def parameters_and_tail(signature):
    """The text inside the first top-level parentheses, and what follows them."""
    start = signature.find("(")
    depth = 0
    masked = mask_arrows(signature)
    for i in range(start, len(signature)):
        ch = masked[i]
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
            if depth == 0:
                return signature[start + 1:i], signature[i + 1:]
    return signature[start + 1:], ""


def generic_clause(text):
    """`<A, B : P>` right after a name → ['A', 'B : P']."""
    m = re.match(r"\s*<", text)
    if not m:
        return [], text
    depth = 0
    for i, ch in enumerate(mask_arrows(text)):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
            if depth == 0:
                return split_top(text[text.find("<") + 1:i]), text[i + 1:]
    return [], text


COLLECTIONS = ("RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "Collection", "Sequence")
# When a parameter has several constraints, the one that decides the type.
DECIDING = ("Observable", "LocalizedError", "RangeExpression", "BinaryFloatingPoint", "Identifiable")


def constraints(where_text, generic_params):
    """{param: ('==', type) or (':', protocol)} from a where clause and `<T : P>` params."""
    result = {}

    def add(name, proto):
        proto = proto.split("&")[0].strip()
        if name not in result or (result[name][0] == ":" and proto in DECIDING):
            result[name] = (":", proto)
    for p in generic_params:
        if ":" in p:
            name, proto = [x.strip() for x in p.split(":", 1)]
            add(name, proto)
    clause = re.sub(r"^\s*where\s+", "", where_text.strip())
    for c in split_top(clause):
        if "==" in c:
            left, right = [x.strip() for x in c.split("==", 1)]
            result[left] = ("==", right)
        elif ":" in c:
            left, right = [x.strip() for x in c.split(":", 1)]
            add(left, right)
    return result


def substitutes_for(names, cons):
    subs = {}
    for name in names:
        kind, value = cons.get(name, (":", ""))
        if kind == "==":
            subs[name] = value
        elif value in COLLECTIONS and name + ".Element" in cons:
            kind, element = cons[name + ".Element"]
            subs[name] = f"[{element if kind == '==' else SUBSTITUTES.get(element, '_Item')}]"
        elif value == "RangeExpression" and cons.get(name + ".Bound", ("", ""))[0] == "==":
            subs[name] = f"ClosedRange<{cons[name + '.Bound'][1]}>"
        elif value:
            subs[name] = SUBSTITUTES.get(value.split("<")[0], "_Unsatisfiable_" + re.sub(r"\W", "_", value))
        else:
            subs[name] = "Int"
    # Same-type constraints may name other parameters.
    for _ in range(3):
        for k, v in list(subs.items()):
            subs[k] = substitute(v, {n: s for n, s in subs.items() if n != k})
    return subs


def substitute(text, subs):
    if not subs:
        return text
    pattern = re.compile(r"(?<![\w.])(" + "|".join(re.escape(k) for k in sorted(subs, key=len, reverse=True)) + r")(?!\w)")
    return pattern.sub(lambda m: subs[m.group(1)], text)


def parameter(param, subs):
    """(label or None, argument text, needs a var for inout)"""
    head, _, type_text = param.partition(":")
    type_text = re.sub(r"\s*=\s*.*$", "", type_text).strip() if "=" in type_text and "==" not in type_text else type_text.strip()
    words = [w for w in head.split() if not w.startswith("@")]
    label = words[0] if words else "_"
    type_text = re.sub(r"@(escaping|autoclosure|_inheritActorContext|_implicitSelfCapture|_disfavoredOverload|[\w.]*Builder(?:<[^>]*>)?)\s*", "", type_text)
    inout = False
    for keyword in ("inout ", "__owned ", "__shared ", "sending ", "consuming ", "borrowing ", "isolated "):
        if type_text.startswith(keyword):
            inout = inout or keyword == "inout "
            type_text = type_text[len(keyword):]
    if head.strip().count("@autoclosure") or "@autoclosure" in param:
        type_text = re.sub(r"^\(\)\s*(?:throws\s*)?->\s*", "", type_text)
    type_text = re.sub(r"(?<=[(,])\s*_ \w+: ", "", type_text)
    variadic = type_text.endswith("...")
    type_text = type_text.rstrip(".").strip()
    type_text = re.sub(r"\bsome\s+([\w.]+)", lambda m: SUBSTITUTES.get(m.group(1), "_Unsatisfiable_" + m.group(1)), type_text)
    type_text = substitute(type_text, subs)
    value = f"_a(({type_text}).self)"
    return (None if label == "_" else label), value, inout, variadic


def call_arguments(params_text, subs):
    prelude, args = [], []
    for i, p in enumerate(split_top(params_text)):
        label, value, inout, _ = parameter(p, subs)
        if inout:
            prelude.append(f"var _v{i}: {value[4:-7]} = {value}")
            value = f"&_v{i}"
        args.append(f"{label}: {value}" if label else value)
    return prelude, ", ".join(args)


def concrete(type_text, subs):
    """A declared type usable in `let _: T =`, or None when it cannot be written down."""
    t = substitute(type_text.strip(), subs)
    if not t or "some " in t or "_Unsatisfiable" in t or "Self" in t or "__" in t or "ModifiedContent" in t:
        return None
    return t


def protocol_helper(protocol):
    return "_is" + re.sub(r"\W", "", protocol)


def call(decl, protocols, types):
    """The check's statements for one declaration, or None when none can be written.

    `types` maps each type's name to its declaration, whose generic parameters and
    constraints hold in every extension of it."""
    if not decl.container:
        return [f"typealias _T = {decl.name}"]
    container = decl.container
    owner = types.get(container)
    type_generics = generic_clause(owner.container_generics)[0] if owner else []
    container_params = [p.split(":")[0].strip() for p in type_generics]
    cons = constraints(owner.where if owner else "", type_generics)
    cons.update(constraints(decl.where, []))
    is_protocol = container in protocols
    self_type = cons.get("Self", ("", ""))
    if is_protocol and self_type[0] == "==":
        base_type = self_type[1]
    elif is_protocol and self_type[0] == ":":
        base_type = PROTOCOL_BASES.get(self_type[1], PROTOCOL_BASES.get(container))
    elif is_protocol:
        base_type = PROTOCOL_BASES.get(container)
    else:
        base_type = None
    sig = decl.signature
    rest = re.sub(r"^(func|init\??|subscript|var|let|case)\s*", "", sig)
    if decl.kind in ("func",):
        rest = rest[len(decl.name):]
    own_generics, rest_after = generic_clause(rest)
    own_names = [p.split(":")[0].strip() for p in own_generics]
    where = re.search(r"\bwhere\b(.*)$", sig)
    own_cons = constraints(where.group(1) if where else "", own_generics)
    all_cons = dict(cons)
    all_cons.update(own_cons)
    subs = substitutes_for(container_params + own_names, all_cons)
    subs.update(UNCONSTRAINED.get(decl.key, {}))
    if base_type:
        subs["Self"] = base_type
    elif not is_protocol:
        args = ", ".join(subs[p] for p in container_params)
        subs["Self"] = container + (f"<{args}>" if args else "")
    concrete_container = subs.get("Self")
    if concrete_container is None:
        return None
    try_await = ("try " if re.search(r"\)\s*(async\s+)?(re)?throws", sig) else "") + \
                ("await " if re.search(r"\)\s*async\b", sig) else "")
    lines = []
    static_on_protocol = is_protocol and decl.static
    if static_on_protocol:
        prefix = f"_ = {protocol_helper(container)}("
        suffix = ")"
    if decl.kind in ("func", "init", "subscript"):
        params_text, tail = parameters_and_tail(rest_after if decl.kind == "func" else rest)
        setup, args = call_arguments(params_text, subs)
        lines += setup
        ret = re.search(r"->\s*(.*?)(?:\s+where\b.*)?$", tail)
        ret_type = concrete(ret.group(1), subs) if ret else None
        if decl.kind == "init":
            if is_protocol:
                expr = f"{concrete_container}({args})"
            else:
                expr = f"{container}({args})"
            if static_on_protocol:
                return None
            plain = lines + [f"_ = {try_await}{expr}"]
            if container_params and "_Unsatisfiable" not in concrete_container:
                # The type an app's declaration would pin: `@AppStorage("k") var n: Int?`.
                return [plain, lines + [f"let _: {concrete_container} = {try_await}{expr}"]]
            return plain
        if decl.kind == "subscript":
            return lines + [f"let _b = _a(({concrete_container}).self)", f"_ = {try_await}_b[{args}]"]
        if static_on_protocol:
            return lines + [f"{prefix}{try_await}.{decl.name}({args}){suffix}"]
        if decl.static:
            expr = f"{concrete_container}.{decl.name}({args})"
        else:
            binding = "var" if decl.mutating else "let"
            lines.append(f"{binding} _b = _a(({concrete_container}).self)")
            expr = f"_b.{decl.name}({args})"
        if not ret:
            return lines + [try_await + expr]  # returns Void
        return lines + [(f"let _: {ret_type} = " if ret_type and ret_type != "Void" and ret_type != "()" else "_ = ") + try_await + expr]
    if decl.kind in ("var", "let"):
        type_m = re.match(r"\w+\s*:\s*(.*?)\s*(\{.*)?$", rest)
        value_type = concrete(type_m.group(1), subs) if type_m else None
        if static_on_protocol:
            return [f"{prefix}.{decl.name}{suffix}"]
        if decl.static:
            expr = f"{concrete_container}.{decl.name}"
        else:
            expr = f"_a(({concrete_container}).self).{decl.name}"
        return [(f"let _: {value_type} = " if value_type else "_ = ") + try_await + expr]
    if decl.kind == "case":
        return [f"_ = {concrete_container}.{decl.name}"]
    return None
