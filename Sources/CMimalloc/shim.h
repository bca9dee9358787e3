#ifndef FLOWC_CMIMALLOC_SHIM_H
#define FLOWC_CMIMALLOC_SHIM_H
// mimalloc, linked into the executable on Linux, where it takes the place of glibc's malloc for
// the whole process (Sources/flowc/ProcessAllocator.swift).
#include <mimalloc.h>
#endif
