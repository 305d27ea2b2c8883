#ifndef TACTILE_CXINPUT2_SHIM_H
#define TACTILE_CXINPUT2_SHIM_H
#include <string.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

/* Touchpad gestures (XInput 2.4) for Tactile: macros and the event cookie's untyped payload do
   not import into Swift, so these helpers do the C part in C. */

/* The XInput extension's major opcode if the server has XInput 2.4 or later, else 0; the
   version the server has is written to *major and *minor. */
static inline int tactile_XI24Opcode(Display *display, int *major, int *minor) {
    int opcode = 0, event = 0, error = 0;
    *major = 0; *minor = 0;
    if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error)) return 0;
    *major = 2; *minor = 4;
    if (XIQueryVersion(display, major, minor) != Success) return 0;
    return (*major > 2 || (*major == 2 && *minor >= 4)) ? opcode : 0;
}

/* Selects the pinch gestures of every master pointer on `window`. Returns XISelectEvents'
   status (Success is 0). */
static inline int tactile_XISelectPinch(Display *display, Window window) {
    unsigned char bits[XIMaskLen(XI_LASTEVENT)];
    memset(bits, 0, sizeof bits);
    XISetMask(bits, XI_GesturePinchBegin);
    XISetMask(bits, XI_GesturePinchUpdate);
    XISetMask(bits, XI_GesturePinchEnd);
    XIEventMask mask = { XIAllMasterDevices, (int)sizeof bits, bits };
    int status = XISelectEvents(display, window, &mask, 1);
    XFlush(display);
    return status;
}

/* Takes the next event off the connection's queue; if it is an XInput pinch event of
   `opcode`, copies it into *pinch and returns its type (XI_GesturePinchBegin…End), else 0. */
static inline int tactile_XNextPinch(Display *display, int opcode, XIGesturePinchEvent *pinch) {
    XEvent event;
    XNextEvent(display, &event);
    XGenericEventCookie *cookie = &event.xcookie;
    if (cookie->type != GenericEvent || cookie->extension != opcode || !XGetEventData(display, cookie)) return 0;
    int type = 0;
    if (cookie->evtype >= XI_GesturePinchBegin && cookie->evtype <= XI_GesturePinchEnd) {
        memcpy(pinch, cookie->data, sizeof *pinch);
        type = cookie->evtype;
    }
    XFreeEventData(display, cookie);
    return type;
}
#endif
