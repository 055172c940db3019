#ifndef ROWRASTER_PREVIEW_DISCOVERY_H
#define ROWRASTER_PREVIEW_DISCOVERY_H

#include <stddef.h>

/// Called once per non-generic type that conforms to one of the protocols looked for:
/// `protocol_index` says which, `metadata` is the type's metadata (a Swift `Any.Type`).
typedef void (*rr_conformance_found)(void *context, size_t protocol_index, const void *metadata);

/// Walks the protocol conformance records of every loaded image (the Swift runtime's own list
/// of metadata sections) and reports each type conforming to a protocol named
/// `protocol_names[i]` declared in the module `module_name`. Generic types are skipped: their
/// metadata needs arguments. Returns the number of conformances reported.
size_t rr_find_conforming_types(const char *module_name, const char *const *protocol_names, size_t protocol_count,
                                rr_conformance_found found, void *context);

#endif
