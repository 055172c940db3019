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
    "ToolbarContent": "ToolbarItem<Void, EmptyView>", "CustomizableToolbarContent": "ToolbarItem<String, EmptyView>",
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
    "TimelineSchedule": "EveryMinuteTimelineSchedule", "BidirectionalCollection": "[_Item]",
    "TableRowContent": "TableRow<_Item>", "DynamicTableRowContent": "ForEach<[_Item], Int, TableRow<_Item>>",
    "TableColumnContent": "TableColumn<_Item, Never, EmptyView, EmptyView>",
    "DynamicViewContent": "ForEach<[_Item], Int, EmptyView>", "DropDelegate": "_DropDelegate",
    "GeometryEffect": "_GeometryEffect", "PreviewProvider": "_PreviewProvider",
    "ShapeView": "FillShapeView<Rectangle, Color, Rectangle>", "TableStyle": "InsetTableStyle",
    "VisualEffect": "EmptyVisualEffect", "CustomPresentationDetent": "_CustomDetent",
    "TextRenderer": "_TextRenderer", "TextAttribute": "_TextAttribute", "NavigationViewStyle": "StackNavigationViewStyle",
    "TextEditorStyle": "PlainTextEditorStyle", "TransactionKey": "_TransactionKey",
    "AnimationStateKey": "_AnimationStateKey", "_FormatSpecifiable": "Int", "ReferenceConvertible": "Date",
    "ObjectiveC.NSObject": "NSNumber",  # Foundation's NSObject on Linux: `Text(count, formatter:)`
    "NavigationTransition": "ZoomNavigationTransition", "PresentationSizing": "FormPresentationSizing",
    "TabContent": "Tab<Int, EmptyView, DefaultTabLabel>",
    "MatchedTransitionSourceConfiguration": "EmptyMatchedTransitionSourceConfiguration",
}
# Conformers for protocol extensions constrained on an associated type.
# (A conformance or a same-type constraint: `Self.AnimatableData == EmptyAnimatableData`.)
CONSTRAINED_BASES = {("PreferenceKey", ("Self.Value", "ExpressibleByNilLiteral")): "_OptionalKey",
                     ("Gesture", ("Self.Value", "Equatable")): "DragGesture",
                     ("Animatable", ("Self.AnimatableData", "EmptyAnimatableData")): "Rectangle"}
# A parameter constrained to several protocols together, which no one substitute above meets.
COMBINED = [({"View", "Equatable"}, "_EquatableView"),
            # A symbol effect that must also be a transition or content transition effect.
            ({"SymbolEffect", "TransitionSymbolEffect"}, "AppearSymbolEffect"),
            ({"SymbolEffect", "ContentTransitionSymbolEffect"}, "ReplaceSymbolEffect")]
# Generic parameters the interface leaves unconstrained, though only one kind of type works.
UNCONSTRAINED = {"View.modifier(_:)": {"T": "_Modifier"}}
# Base values for members of a protocol extension with no `Self ==` constraint.
PROTOCOL_BASES = {"View": "EmptyView", "Shape": "Rectangle", "InsettableShape": "Circle",
                  "ShapeStyle": "Color", "Gesture": "TapGesture", "Transition": "OpacityTransition",
                  "ViewModifier": "_Modifier", "Animatable": "Angle", "VectorArithmetic": "Double",
                  "Layout": "HStackLayout", "ToolbarContent": "ToolbarItem<Void, EmptyView>",
                  "CustomizableToolbarContent": "ToolbarItem<String, EmptyView>", "DynamicProperty": "State<Int>",
                  "PreferenceKey": "_Key", "EnvironmentKey": "_EnvironmentKey", "Identifiable": "_Item",
                  "ButtonStyle": "_ButtonStyle", "Equatable": "_EquatableView", "VisualEffect": "EmptyVisualEffect", "TextFieldStyle": "RoundedBorderTextFieldStyle",
                  "TableRowContent": "TableRow<_Item>", "DynamicTableRowContent": "ForEach<[_Item], Int, TableRow<_Item>>",
                  "TableColumnContent": "TableColumn<_Item, Never, EmptyView, EmptyView>",
                  "DynamicViewContent": "ForEach<[_Item], Int, EmptyView>", "DropDelegate": "_DropDelegate",
                  "GeometryEffect": "_GeometryEffect", "PreviewProvider": "_PreviewProvider",
                  "CustomAnimation": "_Animation", "ShapeView": "FillShapeView<Rectangle, Color, Rectangle>",
                  "TabContent": "Tab<Int, EmptyView, DefaultTabLabel>",
                  "MatchedTransitionSourceConfiguration": "EmptyMatchedTransitionSourceConfiguration",
                  "PresentationSizing": "FormPresentationSizing", "ScrollTargetBehavior": "PagingScrollTargetBehavior",
                  "TextRenderer": "_TextRenderer"}

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
struct _OptionalKey: PreferenceKey {
    static func reduce(value: inout Int?, nextValue: () -> Int?) { value = nextValue() }
}
struct _TransactionKey: TransactionKey { static var defaultValue: Int { 0 } }
struct _AnimationStateKey: AnimationStateKey { static var defaultValue: Int { 0 } }
struct _EnvironmentKey: EnvironmentKey { static var defaultValue: Int { 0 } }
struct _LayoutKey: LayoutValueKey { static var defaultValue: Int { 0 } }
struct _Modifier: ViewModifier { func body(content: Content) -> some View { content } }
struct _ButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
struct _DropDelegate: DropDelegate { func performDrop(info: DropInfo) -> Bool { true } }
struct _CustomDetent: CustomPresentationDetent { static func height(in context: Context) -> CGFloat? { 200 } }
struct _GeometryEffect: GeometryEffect { func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform() } }
struct _PreviewProvider: PreviewProvider { static var previews: some View { EmptyView() } }
struct _TextRenderer: TextRenderer { func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {} }
struct _TextAttribute: TextAttribute {}
struct _Animation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? { nil }
}
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


COLLECTIONS = ("RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "Collection", "Sequence",
               "BidirectionalCollection")
# When a parameter has several constraints, the one that decides the type.
DECIDING = ("Observable", "LocalizedError", "RangeExpression", "BinaryFloatingPoint", "Identifiable")
# Table content is pinned by its associated types: rows by the value they show, columns by
# that value and their sort comparator. `{TableRowValue}` and the like are filled from the
# same-type constraints on the parameter (`Content.TableRowValue == V`), else the default.
ASSOCIATED_DEFAULTS = {"TableRowValue": "_Item", "TableColumnSortComparator": "Never", "Value": "Double"}
BY_ASSOCIATED_TYPES = {
    "TableRowContent": "TableRow<{TableRowValue}>",
    "TableColumnContent": "TableColumn<{TableRowValue}, {TableColumnSortComparator}, EmptyView, EmptyView>",
    # Keyframes of a value: one linear keyframe track of the value itself.
    "Keyframes": "KeyframeTrack<{Value}, {Value}, LinearKeyframe<{Value}>>",
    "KeyframeTrackContent": "LinearKeyframe<{Value}>",
}
# A result builder's generic arguments are the associated types of what its closure returns:
# `@TableColumnBuilder<Value, Sort> columns: () -> Columns` means Columns.TableRowValue == Value
# and Columns.TableColumnSortComparator == Sort.
# What a result builder needs of its generic argument, which the signature leaves unsaid.
BUILDER_ARGUMENT_CONFORMANCES = {"KeyframesBuilder": "Animatable"}
BUILDER_ASSOCIATED_TYPES = {"TableRowBuilder": ("TableRowValue",),
                            "TableColumnBuilder": ("TableRowValue", "TableColumnSortComparator")}


def constraints(where_text, generic_params, conformances=None):
    """{param: ('==', type) or (':', protocol)} from a where clause and `<T : P>` params.

    A same-type constraint hides the parameter's conformances here; `conformances`, when
    given, collects every protocol each name is constrained to, for when that matters."""
    result = {}

    def add(name, proto):
        proto = proto.split("&")[0].strip()
        if conformances is not None:
            conformances.setdefault(name, []).append(proto)
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


def builder_constraints(params_text, cons):
    """Same-type constraints a result builder's generic arguments put on its closure's result
    (added where the signature does not say already)."""
    for p in split_top(params_text):
        m = re.search(r"@(\w+)\s*<", p)
        if m and m.group(1) in BUILDER_ARGUMENT_CONFORMANCES:
            # `@KeyframesBuilder<Value>`: keyframes animate their value, so Value is Animatable.
            argument = generic_clause(p[m.end() - 1:])[0][0].strip()
            cons.setdefault(argument, (":", BUILDER_ARGUMENT_CONFORMANCES[m.group(1)]))
        if not m or m.group(1) not in BUILDER_ASSOCIATED_TYPES:
            continue
        arguments, after = generic_clause(p[m.end() - 1:])
        result = re.search(r"->\s*(\w+)\s*$", after)
        if not result:
            continue
        for associated, argument in zip(BUILDER_ASSOCIATED_TYPES[m.group(1)], arguments):
            cons.setdefault(f"{result.group(1)}.{associated}", ("==", argument))


def by_protocol(members, cons, conformances, plain):
    """A concrete type for parameters (the same type) from the protocols they conform to.
    `plain` ignores what other parameters say of their associated types, which breaks a
    cycle of same-type constraints (`V == Content.TableRowValue` with `Content : TableRowContent`)."""
    # A parameter's own deciding constraint first (an extension's overrides its type's); then
    # what the parameters it is the same type as conform to.
    deciding = [cons[m][1] for m in members if cons.get(m, ("", ""))[0] == ":"]
    others = [p for m in members for p in conformances.get(m, []) if p not in deciding]
    if not deciding and not others:
        return "Int"
    value = deciding[0] if deciding else next((p for p in others if p in DECIDING), others[0])
    for together, substitute_type in COMBINED:
        if together <= set(deciding + others):
            return substitute_type

    def associated(name, default):
        for m in members:
            kind, other = cons.get(f"{m}.{name}", ("", ""))
            if kind == "==" and not plain:
                return other
            if kind == ":" and name == "Element":
                return SUBSTITUTES.get(other, "_Item")
        return default
    if value in COLLECTIONS and any(f"{m}.Element" in cons for m in members):
        return f"[{associated('Element', '_Item')}]"
    if value == "RangeExpression" and any(cons.get(f"{m}.Bound", ("", ""))[0] == "==" for m in members):
        return f"ClosedRange<{associated('Bound', 'Int')}>"
    # A format style whose input must be floating-point (`F.FormatInput : BinaryFloatingPoint`).
    if value in ("FormatStyle", "ParseableFormatStyle") and any(
            "BinaryFloatingPoint" in conformances.get(f"{m}.FormatInput", []) for m in members):
        return "FloatingPointFormatStyle<Double>"
    if value in BY_ASSOCIATED_TYPES:
        return BY_ASSOCIATED_TYPES[value].format(**{n: associated(n, d) for n, d in ASSOCIATED_DEFAULTS.items()})
    return SUBSTITUTES.get(value.split("<")[0], "_Unsatisfiable_" + re.sub(r"\W", "_", value))


def names_pattern(names):
    return re.compile(r"(?<![\w.])(" + "|".join(re.escape(k) for k in sorted(names, key=len, reverse=True)) + r")(?!\w)")


def substitutes_for(names, cons, conformances=None):
    conformances = conformances or {}
    names = list(dict.fromkeys(names))
    # `Parent == Leaf`: two parameters that are one type get one substitute, chosen from the
    # constraints of either.
    root = {n: n for n in names}

    def find(n):
        while root[n] != n:
            n = root[n]
        return n
    for n in names:
        kind, value = cons.get(n, ("", ""))
        if kind == "==" and value in root and find(value) != find(n):
            root[find(n)] = find(value)
    groups = {}
    for n in names:
        groups.setdefault(find(n), []).append(n)

    def choose(members, plain):
        same = [cons[m][1] for m in members if cons.get(m, ("", ""))[0] == "==" and cons[m][1] not in root]
        if same and not (plain and any(conformances.get(m) for m in members)):
            return same[0]
        return by_protocol(members, cons, conformances, plain)

    pattern = names_pattern(names) if names else None

    def resolve(plain):
        chosen = {n: choose(groups[find(n)], find(n) in plain) for n in names}
        subs, cyclic = {}, set()

        def expand(n, seen):
            # Same-type constraints may name other parameters (not itself: `Label == Label<Text,
            # Image>` names the type); a cycle of them leaves a name in.
            if n in subs:
                return subs[n]
            if n in seen:
                cyclic.update(seen)
                return n
            text = pattern.sub(lambda m: m.group(1) if m.group(1) == n else expand(m.group(1), seen | {n}), chosen[n])
            subs[n] = text
            return text
        for n in names:
            expand(n, frozenset())
        return subs, cyclic
    plain = set()
    subs, cyclic_names = resolve(plain) if names else ({}, set())
    # A cycle of same-type constraints leaves parameter names in: choose plainly, one group at
    # a time, first the groups chosen by protocol, then those pinned by `==` that have one.
    while pattern:
        cyclic = [r for r in groups if any(m in cyclic_names for m in groups[r])]
        if not cyclic:
            break
        by_proto = [r for r in cyclic if r not in plain and not any(
            cons.get(m, ("", ""))[0] == "==" and cons[m][1] not in root for m in groups[r])
            and choose(groups[r], True) != choose(groups[r], False)]
        pinned = [r for r in cyclic if r not in plain and any(conformances.get(m) for m in groups[r])
                  and choose(groups[r], True) != choose(groups[r], False)]
        candidates = by_proto or pinned
        if not candidates:
            break
        plain.add(candidates[0])
        subs, cyclic_names = resolve(plain)
    return subs


def substitute(text, subs):
    if not subs:
        return text
    pattern = re.compile(r"(?<![\w.])(" + "|".join(re.escape(k) for k in sorted(subs, key=len, reverse=True)) + r")(?!\w)")
    return pattern.sub(lambda m: subs[m.group(1)], text)


def strip_attributes(text):
    """`@escaping`, `@ViewBuilder`, `@TableColumnBuilder<Value, Never>` and the like removed."""
    out, i = "", 0
    while i < len(text):
        m = re.compile(r"@[\w.]+").match(text, i)
        if not m:
            out += text[i]
            i += 1
            continue
        i = m.end()
        for opening, closing in (("<", ">"), ("(", ")")):
            if i < len(text) and text[i] == opening:
                depth = 0
                for j in range(i, len(text)):
                    depth += {opening: 1, closing: -1}.get(mask_arrows(text)[j], 0)
                    if depth == 0:
                        i = j + 1
                        break
        while i < len(text) and text[i] == " ":
            i += 1
    return out


def parameter(param, subs, subscript=False):
    """(label or None, argument text, needs a var for inout)"""
    head, _, type_text = param.partition(":")
    type_text = re.sub(r"\s*=\s*.*$", "", type_text).strip() if "=" in type_text and "==" not in type_text else type_text.strip()
    words = strip_attributes(head).split()
    # A subscript's parameter has an argument label only when it is written with two names.
    label = words[0] if words and (not subscript or len(words) > 1) else "_"
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
    # `some Hashable & Sendable` (a scroll position's id): one type meets both.
    type_text = re.sub(r"\bsome\s+Hashable\s*&\s*Sendable\b", "Int", type_text)
    type_text = re.sub(r"\bsome\s+([\w.]+)(?:<([^<>]*)>)?", some_type, type_text)
    type_text = substitute(type_text, subs)
    value = f"_a(({type_text}).self)"
    return (None if label == "_" else label), value, inout, variadic


def some_type(m):
    """A concrete type for `some P`; `some Sequence<Phase>` (a primary associated type) is `[Phase]`."""
    if m.group(2) and m.group(1) in COLLECTIONS:
        return f"[{m.group(2).strip()}]"
    # `some Keyframes<Value>`: the primary associated type pins the type as a constraint would.
    if m.group(2) and m.group(1) in BY_ASSOCIATED_TYPES:
        values = dict(ASSOCIATED_DEFAULTS, Value=m.group(2).strip())
        return BY_ASSOCIATED_TYPES[m.group(1)].format(**values)
    return SUBSTITUTES.get(m.group(1), "_Unsatisfiable_" + m.group(1)) + (f"<{m.group(2)}>" if m.group(2) else "")


def call_arguments(params_text, subs, subscript=False):
    prelude, args = [], []
    for i, p in enumerate(split_top(params_text)):
        label, value, inout, _ = parameter(p, subs, subscript)
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


def without_body(signature):
    """The declaration without the inlinable body the interface prints after it (`{ self }`)."""
    if not signature.rstrip().endswith("}"):
        return signature
    depth = 0
    for i in range(len(signature.rstrip()) - 1, -1, -1):
        depth += {"}": 1, "{": -1}.get(signature[i], 0)
        if depth == 0:
            return signature[:i].rstrip()
    return signature


def nesting(name, types):
    """The generic parameters, constraints and conformances of a type and of the types it is
    nested in, outermost first."""
    params, cons, conformances = [], {}, {}
    parts = name.split(".")
    for i in range(1, len(parts) + 1):
        level = types.get(".".join(parts[:i]))
        if not level:
            continue
        generics = generic_clause(level.container_generics)[0]
        params += [p.split(":")[0].strip() for p in generics]
        cons.update(constraints(level.where, generics, conformances))
    return params, cons, conformances


def reference(name, types, subs):
    """`Outer<A>.Inner<B>`: a type's name with each level's generic arguments substituted."""
    parts, written = name.split("."), []
    for i in range(1, len(parts) + 1):
        level = types.get(".".join(parts[:i]))
        generics = generic_clause(level.container_generics)[0] if level else []
        args = ", ".join(subs.get(p.split(":")[0].strip(), "Int") for p in generics)
        written.append(parts[i - 1] + (f"<{args}>" if args else ""))
    return ".".join(written)


def protocol_helper(protocol):
    return "_is" + re.sub(r"\W", "", protocol)


def call(decl, protocols, types):
    """The check's statements for one declaration, or None when none can be written.

    `types` maps each type's name to its declaration, whose generic parameters and
    constraints hold in every extension of it."""
    if not decl.container:
        if "." not in decl.name:
            return [f"typealias _T = {decl.name}"]
        # A type nested in a generic type is named with its outer type's arguments.
        outer, _, inner = decl.name.rpartition(".")
        params, outer_cons, conformances = nesting(outer, types)
        subs = substitutes_for(params, outer_cons, conformances)
        return [f"typealias _T = {reference(outer, types, subs)}.{inner}"]
    container = decl.container
    owner = types.get(container)
    # The generic parameters and constraints of the container and of every type it is nested in.
    container_params, cons, conformances = nesting(container, types)
    cons.update(constraints(decl.where, [], conformances))
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
    # An extension constrained on an associated type needs a conformer that meets it (and
    # does not declare the member itself, so the call reaches the extension's).
    for (protocol, constraint), conformer in CONSTRAINED_BASES.items():
        if is_protocol and container == protocol and cons.get(constraint[0]) in ((":", constraint[1]), ("==", constraint[1])):
            base_type = conformer
    sig = without_body(decl.signature)
    rest = re.sub(r"^(func|init\??|subscript|var|let|case)\s*", "", sig)
    if decl.kind in ("func",):
        rest = rest[len(decl.name):]
    own_generics, rest_after = generic_clause(rest)
    own_names = [p.split(":")[0].strip() for p in own_generics]
    where = re.search(r"\bwhere\b(.*)$", sig)
    own_cons = constraints(where.group(1) if where else "", own_generics, conformances)
    all_cons = dict(cons)
    all_cons.update(own_cons)
    if decl.kind in ("func", "init", "subscript"):
        builder_constraints(parameters_and_tail(rest_after if decl.kind == "func" else rest)[0], all_cons)
    subs = substitutes_for(container_params + own_names, all_cons, conformances)
    subs.update(UNCONSTRAINED.get(decl.key, {}))
    if is_protocol and own_cons.get("Self", ("", ""))[0] == "==":
        base_type = substitute(own_cons["Self"][1], subs)  # `func explicit<S>(…) where Self == …<S>`
    if base_type:
        subs["Self"] = base_type
    elif not owner and container in SUBSTITUTES:
        subs["Self"] = SUBSTITUTES[container]  # an extension of one of Swift's protocols
    elif not is_protocol:
        subs["Self"] = reference(container, types, subs)
    concrete_container = subs.get("Self")
    if concrete_container is None:
        return None
    try_await = ("try " if re.search(r"\)\s*(async\s+)?(re)?throws", sig) else "") + \
                ("await " if re.search(r"\)\s*async\b", sig) else "")
    lines = []
    # A static member of a protocol is called as app code does, with a leading dot where a
    # conforming type is expected (`.red`); a static that is not of the conforming type (a
    # requirement's default, `PreviewProvider.platform`) is called on a conformer.
    pinned = self_type[0] == "==" or own_cons.get("Self", ("", ""))[0] == "=="
    static_on_protocol = is_protocol and decl.static and (pinned or not base_type)
    if static_on_protocol:
        prefix = f"_ = {protocol_helper(container)}("
        suffix = ")"
    if decl.kind in ("func", "init", "subscript"):
        params_text, tail = parameters_and_tail(rest_after if decl.kind == "func" else rest)
        setup, args = call_arguments(params_text, subs, subscript=decl.kind == "subscript")
        lines += setup
        tail = re.sub(r"\s*\{.*\}\s*$", "", tail)  # an inlinable body printed in the interface
        ret = re.search(r"->\s*(.*?)(?:\s+where\b.*)?$", tail)
        ret_type = concrete(ret.group(1), subs) if ret else None
        if decl.kind == "init":
            if is_protocol:
                expr = f"{concrete_container}({args})"
            elif "." in container:  # the outer types' arguments cannot be inferred
                outer, _, inner = container.rpartition(".")
                expr = f"{reference(outer, types, subs)}.{inner}({args})"
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
        type_m = re.match(r"\w+\s*:\s*(.*?)\s*(?:=[^=].*)?(\{.*)?$", rest)  # without a default value
        value_type = concrete(type_m.group(1), subs) if type_m else None
        if static_on_protocol:
            return [f"{prefix}.{decl.name}{suffix}"]
        if decl.static:
            expr = f"{concrete_container}.{decl.name}"
        else:
            expr = f"_a(({concrete_container}).self).{decl.name}"
        return [(f"let _: {value_type} = " if value_type else "_ = ") + try_await + expr]
    if decl.kind == "case":
        if "(" not in rest:
            return [f"_ = {concrete_container}.{decl.name}"]
        # A case with a payload is made with it: `.mirrors(in: …)`, `.first(…)`.
        payload = [p if re.match(r"\s*\w+\s*:(?!:)", p) else "_ x: " + p for p in split_top(parameters_and_tail(rest)[0])]
        setup, args = call_arguments(", ".join(payload), subs)
        return setup + [f"_ = {concrete_container}.{decl.name}({args})"]
    return None
