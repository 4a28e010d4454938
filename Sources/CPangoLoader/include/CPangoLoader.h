#ifndef SHIPPLOT_CPANGOLOADER_H
#define SHIPPLOT_CPANGOLOADER_H

/* Nothing to call: this target defines, hidden inside the executable, the Pango, GObject and GLib functions
   PangoText uses, each loading Pango with dlopen on first call (see PangoLoader.c). */

#endif
