// glibc's heap statistics (mallinfo2), which Swift's Glibc module does not bring in: the soak
// (`tactile soak`) reads the bytes in use to tell a leak from the resident set's noise.
#include <malloc.h>
