#ifndef FLOWC_CMALLOC_SHIM_H
#define FLOWC_CMALLOC_SHIM_H
// glibc's allocator settings (mallopt), which the Glibc module does not carry. Nothing elsewhere.
#if defined(__linux__)
#include <malloc.h>
#endif
#endif
