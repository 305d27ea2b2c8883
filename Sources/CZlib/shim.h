#ifndef TACTILE_CZLIB_SHIM_H
#define TACTILE_CZLIB_SHIM_H
#include <zlib.h>

/* deflateInit is a macro (it passes the header's version and the stream's size): a function. */
static inline int tactile_deflateInit(z_streamp stream, int level) { return deflateInit(stream, level); }
#endif
