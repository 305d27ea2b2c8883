#ifndef TACTILE_CSDL2_SHIM_H
#define TACTILE_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/* Macros that do not import into Swift, as functions. */
static inline int tactile_SDL_WINDOWPOS_CENTERED(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 tactile_SDL_TOUCH_MOUSEID(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 tactile_SDL_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }
static inline void tactile_SDL_GetVersion(int *major, int *minor, int *patch) {
    SDL_version v;
    SDL_GetVersion(&v);
    *major = v.major; *minor = v.minor; *patch = v.patch;
}
#endif
