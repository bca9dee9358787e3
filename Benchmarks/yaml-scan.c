/*
 * The yardstick of flowc's benchmark: libyaml's raw event scan, single-threaded. It reads each
 * file named on the command line (or every *.flow.yaml / *.flow.yml below a directory), parses
 * it to the end with libyaml's event API, and does nothing else.
 *
 *     cc -O2 -o yaml-scan Benchmarks/yaml-scan.c $(pkg-config --cflags --libs yaml-0.1)
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

static unsigned long files, events, failures;

static int is_flow_file(const char *name) {
    size_t n = strlen(name);
    return (n > 10 && strcmp(name + n - 10, ".flow.yaml") == 0) || (n > 9 && strcmp(name + n - 9, ".flow.yml") == 0);
}

static void scan_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { failures++; return; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *buffer = malloc(size > 0 ? (size_t)size : 1);
    size_t got = fread(buffer, 1, (size_t)size, file);
    fclose(file);

    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, got);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { failures++; break; }
        int done = event.type == YAML_STREAM_END_EVENT;
        events++;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buffer);
    files++;
}

static int compare(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void scan(const char *path) {
    struct stat info;
    if (stat(path, &info) != 0) { failures++; return; }
    if (!S_ISDIR(info.st_mode)) { scan_file(path); return; }
    DIR *dir = opendir(path);
    if (!dir) { failures++; return; }
    char **names = NULL;
    size_t count = 0, capacity = 0;
    struct dirent *entry;
    while ((entry = readdir(dir))) {
        if (entry->d_name[0] == '.') continue;
        if (count == capacity) { capacity = capacity ? capacity * 2 : 64; names = realloc(names, capacity * sizeof *names); }
        names[count++] = strdup(entry->d_name);
    }
    closedir(dir);
    qsort(names, count, sizeof *names, compare);
    for (size_t i = 0; i < count; i++) {
        size_t length = strlen(path) + strlen(names[i]) + 2;
        char *child = malloc(length);
        snprintf(child, length, "%s/%s", path, names[i]);
        struct stat child_info;
        if (stat(child, &child_info) == 0 && S_ISDIR(child_info.st_mode)) scan(child);
        else if (is_flow_file(names[i])) scan_file(child);
        free(child);
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) scan(argv[i]);
    fprintf(stderr, "%lu files, %lu events, %lu failures\n", files, events, failures);
    return failures ? 1 : 0;
}
