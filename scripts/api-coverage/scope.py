"""Which declarations count, and which of them an app's view code cannot use on iOS.

In scope: every public declaration available on iOS, less conformance plumbing (hashing,
coding, descriptions, `body` of SwiftUI's own views, result-builder methods, associated
type aliases) and underscored names. Not applicable: scenes, windows, `App`, commands,
documents, UIKit and AppKit hosting — code that lives outside a view — and what needs the
Objective-C runtime.
"""
import fnmatch
import re

PLUMBING_MEMBERS = {"hash", "hashValue", "encode", "description", "debugDescription", "customMirror",
                    "body", "makeBody", "playgroundDescription", "customPlaygroundQuickLook", "id"}
NOT_APPLICABLE_TYPES = re.compile(
    r"^(App|Scene|SceneBuilder|WindowGroup|Window|UtilityWindow|DocumentGroup|Settings|MenuBarExtra|"
    r"ImmersiveSpace|Commands|CommandMenu|CommandGroup|CommandGroupPlacement|CommandsBuilder|EmptyCommands|"
    r"\w+Commands|UIApplicationDelegateAdaptor|UIHosting\w+|\w*Representable\w*|FileDocument\w*|"
    r"ReferenceFileDocument\w*|DocumentConfiguration|OpenWindowAction|DismissWindowAction|"
    r"OpenDocumentAction|NewDocumentAction|OpenImmersiveSpaceAction|DismissImmersiveSpaceAction|"
    r"Window\w+|\w*WindowStyle|MenuBarExtraStyle|\w+MenuBarExtraStyle|ScenePhase|"
    r"WidgetConfiguration|\w*SceneModifier|DefaultWindow\w*|PushWindowAction|\w+ImmersionStyle|ImmersionStyle|"
    r"SurfaceSnappingInfo|WorldAlignment\w*|TextEditingCommands|UIKitToolbar\w*|FocusedValues|FocusedValue|"
    r"FocusedBinding|FocusedObject|FocusedValueKey|"
    # Widgets, background tasks and window contents: an app's scene and extension code.
    r"BackgroundTask|\w*WidgetConfiguration|WidgetBundle|WidgetBundleBuilder|LimitedAvailabilityConfiguration|"
    r"PresentedWindowContent|"
    # iOS 18's document launch scene and control widgets: app and extension code, as above.
    r"DocumentLaunch\w*|DocumentGroupLaunch\w*|DefaultDocumentGroupLaunch\w*|NewDocumentButton|DocumentBaseBox|"
    r"SceneRestorationBehavior|ControlWidget\w*|EmptyControlWidget\w*)(\.|$)")
NOT_APPLICABLE_NAMES = re.compile(
    r"\b(Scene|UIView|UIViewController|NSView|NSViewController|UIApplication|NSUserActivity|"
    r"UIGestureRecognizer|UIWindow|UIHostingController|Commands|DocumentGroup|UndoManager|"
    r"NSManagedObjectContext|NSFetchRequest|NSManagedObject|FetchRequest|FetchedResults|SectionedFetchResults|"
    r"SectionedFetchRequest|Widget|openWindow|dismissWindow|openImmersiveSpace|dismissImmersiveSpace|"
    r"supportsMultipleWindows|newDocument|openDocument|focusedSceneValue|focusedSceneObject|"
    r"handlesExternalEvents|userActivity|onContinueUserActivity|UIImage|UIColor|UIFont|"
    r"documentBrowserContextMenu|windowToolbarFullScreenVisibility|allowsWindowActivationEvents|"
    # UIKit trait types and the bridges between them and SwiftUI's values: they exist only
    # with UIKit's trait collections, which no view code has without UIKit.
    r"UIUserInterfaceStyle|UIAccessibilityContrast|UIContentSizeCategory|UITraitEnvironmentLayoutDirection|"
    r"UILegibilityWeight|UIUserInterfaceSizeClass|UITraitBridgedEnvironmentKey|NSUnderlineStyle|CTFont|"
    r"NSDirectionalEdgeInsets|"
    # Core Graphics and Core Animation bridges: those frameworks do not exist on Linux.
    r"CGPath|CGMutablePath|CGColor|cgColor|CGImage|cgImage|CGContext|withCGContext|CATransform3D|"
    # Calls that need a document type (not applicable above) cannot be written without one.
    r"FileDocument|ReferenceFileDocument|SceneBuilder|CommandsBuilder)\b")


def in_scope(decl):
    parts = (decl.container + "." + decl.name).strip(".").split(".")
    if any(p.startswith("_") for p in parts):
        return False
    if re.search(r"[(,]\s*_\w+ ", decl.signature) or re.search(r"\(_\w+:", decl.key):
        return False  # `_internalSystemName:` and other underscored labels
    if decl.kind in ("typealias",) and decl.container:
        return False
    if decl.container and decl.name in PLUMBING_MEMBERS:
        return False
    if decl.container and decl.name in ("init",) and "from decoder" in decl.signature:
        return False
    if decl.container == "ModifiedContent":
        return False  # its accessibility members repeat View's: the same call reaches either
    if decl.container.endswith("Builder") and decl.name.startswith("build"):
        return False
    if decl.name in ("==", "!=", "<", "~="):
        return False
    return True


# An extension constrained to `ObjectiveC.NSObject` (table columns of NSObject rows, sorted by an
# Objective-C key-path `SortDescriptor`) needs the Objective-C runtime, which Linux has not: no
# code can call it there. (A signature that merely names NSObject, like `Text(_:formatter:)`, is
# counted: Foundation has an NSObject on Linux.)
OBJECTIVE_C_ONLY = re.compile(r"\bObjectiveC\.NSObject\b")


def not_applicable(decl):
    if OBJECTIVE_C_ONLY.search(decl.where):
        return True
    if NOT_APPLICABLE_TYPES.match(decl.container or decl.name):
        return True
    if not decl.container and NOT_APPLICABLE_TYPES.match(decl.name):
        return True
    # The where clause too: `extension Group: Scene where Content: Scene` is scene code.
    return bool(NOT_APPLICABLE_NAMES.search(" ".join((decl.container, decl.name, decl.signature, decl.where))))


def load_patterns(path):
    patterns = []
    with open(path) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                patterns.append(line)
    return patterns


def matches(key, patterns):
    return any(fnmatch.fnmatchcase(key, p) for p in patterns)
