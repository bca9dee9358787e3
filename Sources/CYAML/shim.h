#ifndef FLOWC_CYAML_SHIM_H
#define FLOWC_CYAML_SHIM_H
#include <stdlib.h>
#include <yaml.h>

/* Frees what an event owns, for the next `yaml_parser_parse` to fill the same event.
 *
 * The events of nodes (all but a handful of a file's) have their strings freed here, the way
 * `yaml_event_delete` frees them, but the event is not cleared after: `yaml_parser_parse`
 * clears it again before it writes the next one, and the clearing is a `rep stos` that cost
 * 2-3% of `flowc lint` on a large app. The other events, whose data has more parts (a document's
 * tag directives), go to `yaml_event_delete`. */
static inline void flowc_yaml_event_release(yaml_event_t *event) {
    switch (event->type) {
    case YAML_SCALAR_EVENT:
        free(event->data.scalar.anchor);
        free(event->data.scalar.tag);
        free(event->data.scalar.value);
        break;
    case YAML_SEQUENCE_START_EVENT:
        free(event->data.sequence_start.anchor);
        free(event->data.sequence_start.tag);
        break;
    case YAML_MAPPING_START_EVENT:
        free(event->data.mapping_start.anchor);
        free(event->data.mapping_start.tag);
        break;
    case YAML_ALIAS_EVENT:
        free(event->data.alias.anchor);
        break;
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT:
        break;
    default:
        yaml_event_delete(event);
        break;
    }
}

#endif
