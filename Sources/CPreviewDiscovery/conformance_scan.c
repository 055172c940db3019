// Finds the types that conform to a protocol, at run time, from the conformance records the
// Swift compiler emits into every image (the `swift5_protocol_conformances` section). The
// layouts below are the Swift ABI's (docs/ABI/TypeMetadata.rst, include/swift/ABI/Metadata.h),
// stable since Swift 5; the runtime's `swift_enumerateAllMetadataSections` gives each image's
// section ranges on Linux.
#include "preview_discovery.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uintptr_t start;
    size_t length;
} rr_section_range;

// The runtime's MetadataSections (stdlib/public/SwiftShims/MetadataSections.h): only the fields
// up to the conformance records are read.
typedef struct rr_metadata_sections {
    uintptr_t version;
    uintptr_t reserved;
    struct rr_metadata_sections *next;
    struct rr_metadata_sections *prev;
    rr_section_range swift5_protocols;
    rr_section_range swift5_protocol_conformances;
} rr_metadata_sections;

extern void swift_enumerateAllMetadataSections(bool (*body)(const rr_metadata_sections *sections, void *context),
                                               void *context);

// A non-generic type's metadata accessor: MetadataResponse(MetadataRequest), Swift's convention.
typedef struct {
    const void *value;
    uintptr_t state;
} rr_metadata_response;
typedef rr_metadata_response (*rr_metadata_accessor)(uintptr_t request) __attribute__((swiftcall));

enum {
    kind_module = 0,
    kind_protocol = 3,
    kind_class = 16,
    kind_enum = 18,
    flag_generic = 0x80,
};

// A 32-bit offset from its own address.
static const void *relative(const int32_t *field) {
    if (*field == 0) return NULL;
    return (const char *)field + *field;
}

// A relative pointer whose low bit says the target is reached through a pointer (a GOT-like
// slot, for descriptors in another image).
static const void *relative_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    if (offset & 1) {
        const void *const *slot = (const void *const *)((const char *)field + (offset & ~1));
        return *slot;
    }
    return (const char *)field + offset;
}

// Context descriptors: flags, parent, then (for modules, protocols and types) the name.
static uint32_t context_kind(const void *descriptor) { return *(const uint32_t *)descriptor & 0x1f; }
static bool context_is_generic(const void *descriptor) { return (*(const uint32_t *)descriptor & flag_generic) != 0; }
static const void *context_parent(const void *descriptor) { return relative_indirectable((const int32_t *)descriptor + 1); }
static const char *context_name(const void *descriptor) { return relative((const int32_t *)descriptor + 2); }

static bool is_protocol_named(const void *protocol, const char *module_name, const char *name) {
    if (!protocol || context_kind(protocol) != kind_protocol) return false;
    const char *own = context_name(protocol);
    if (!own || strcmp(own, name) != 0) return false;
    const void *module = context_parent(protocol);
    if (!module || context_kind(module) != kind_module) return false;
    const char *module_own = context_name(module);
    return module_own && strcmp(module_own, module_name) == 0;
}

// The conforming type's descriptor, when the record names one (not an Objective-C class).
static const void *conforming_type(const int32_t *conformance) {
    uint32_t flags = (uint32_t)conformance[3];
    uint32_t reference_kind = (flags >> 3) & 0x7;
    switch (reference_kind) {
    case 0: return relative(conformance + 1);
    case 1: {
        const void *const *slot = relative(conformance + 1);
        return slot ? *slot : NULL;
    }
    default: return NULL;
    }
}

typedef struct {
    const char *module_name;
    const char *const *protocol_names;
    size_t protocol_count;
    rr_conformance_found found;
    void *context;
    size_t reported;
} rr_scan;

static bool scan_image(const rr_metadata_sections *sections, void *context) {
    rr_scan *scan = context;
    const int32_t *records = (const int32_t *)sections->swift5_protocol_conformances.start;
    size_t count = sections->swift5_protocol_conformances.length / sizeof(int32_t);
    for (size_t i = 0; i < count; i++) {
        const int32_t *conformance = relative(records + i);
        if (!conformance) continue;
        const void *protocol = relative_indirectable(conformance);
        for (size_t p = 0; p < scan->protocol_count; p++) {
            if (!is_protocol_named(protocol, scan->module_name, scan->protocol_names[p])) continue;
            const void *type = conforming_type(conformance);
            if (!type) break;
            uint32_t kind = context_kind(type);
            if (kind < kind_class || kind > kind_enum || context_is_generic(type)) break;
            rr_metadata_accessor accessor = (rr_metadata_accessor)relative((const int32_t *)type + 3);
            if (!accessor) break;
            rr_metadata_response response = accessor(0);
            if (response.value) {
                scan->found(scan->context, p, response.value);
                scan->reported++;
            }
            break;
        }
    }
    return true;
}

size_t rr_find_conforming_types(const char *module_name, const char *const *protocol_names, size_t protocol_count,
                                rr_conformance_found found, void *context) {
    rr_scan scan = {module_name, protocol_names, protocol_count, found, context, 0};
#if defined(__linux__)
    /* The Swift runtime's list of loaded images exists where it registers them itself (ELF);
       on Apple's platforms the loader keeps that list, and this scan finds nothing. */
    swift_enumerateAllMetadataSections(scan_image, &scan);
#else
    (void)scan_image;
#endif
    return scan.reported;
}
