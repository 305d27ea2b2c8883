#ifndef TACTILE_CSDL2_SHIM_H
#define TACTILE_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_syswm.h>

/* Macros that do not import into Swift, as functions. */
static inline int tactile_SDL_WINDOWPOS_CENTERED(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 tactile_SDL_TOUCH_MOUSEID(void) { return SDL_TOUCH_MOUSEID; }
static inline Uint32 tactile_SDL_BUTTON_LMASK(void) { return SDL_BUTTON_LMASK; }
static inline void tactile_SDL_GetVersion(int *major, int *minor, int *patch) {
    SDL_version v;
    SDL_GetVersion(&v);
    *major = v.major; *minor = v.minor; *patch = v.patch;
}

/* The X11 window behind an SDL window (for XInput 2.4 touchpad gestures), or 0 when SDL is not
   on X11. */
static inline unsigned long tactile_SDL_X11Window(SDL_Window *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    return (unsigned long)info.info.x11.window;
#else
    (void)window;
    return 0;
#endif
}
#endif
