// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/* cairo and FreeType for the installed shipplot, loaded by the first call into them instead of at start-up, so
   a command that draws nothing (--version, log, add) never maps and relocates cairo and the twenty libraries it
   brings. Scripts/install links this object with the linker's --wrap for every function Scripts/late-cairo.list
   names: the tool's call to cairo_fill goes to __wrap_cairo_fill below, which jumps through a slot that the
   first call of any of them fills, for all of them at once, with dlopen and dlsym. The binary then names no
   cairo or FreeType symbol, so nothing is left for the dynamic loader to bind at start-up, even with
   LD_BIND_NOW (Scripts/install checks this). The library, its tests and the benchmark link cairo as usual.

   Each wrapper is four instructions: load its slot; if set, jump there with every argument register as the
   caller left it. The first call goes through shipplot_late_first_call, which saves the argument registers (six
   integer, eight vector, and %rax, which counts a variadic call's vector arguments), loads everything once
   (pthread_once), restores them and jumps to the function. A library or function the system lacks stops the
   tool with one line on stderr and exit code 1, as a missing library did at start-up before. x86-64 only. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define SHIPPLOT_LIBRARY_CAIRO 0
#define SHIPPLOT_LIBRARY_FREETYPE 1
static const char *const library_names[] = {"libcairo.so.2", "libfreetype.so.6"};

/* LATE_CALLS is Scripts/late-cairo.list made into X(LIBRARY, name) lines by Scripts/install. */
#define X(library, name) void *shipplot_late_##name;
LATE_CALLS
#undef X

static void load(void) {
    void *handles[2] = {0, 0};
    for (int i = 0; i < 2; i++) {
        handles[i] = dlopen(library_names[i], RTLD_LAZY | RTLD_GLOBAL);
        if (!handles[i]) {
            const char *reason = dlerror();
            fprintf(stderr, "shipplot: cannot load %s: %s\n", library_names[i], reason ? reason : "unknown error");
            exit(1);
        }
    }
#define X(library, name)                                                                                    \
    if (!(shipplot_late_##name = dlsym(handles[SHIPPLOT_LIBRARY_##library], #name))) {                     \
        fprintf(stderr, "shipplot: %s has no function %s\n", library_names[SHIPPLOT_LIBRARY_##library], #name); \
        exit(1);                                                                                            \
    }
    LATE_CALLS
#undef X
}

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

/* Called with the argument registers saved. */
void shipplot_late_load(void) { pthread_once(&loaded, load); }

#define X(library, name)                                    \
    __asm__(".text\n"                                       \
            ".globl __wrap_" #name "\n"                     \
            ".type __wrap_" #name ", @function\n"           \
            "__wrap_" #name ":\n"                           \
            "    movq shipplot_late_" #name "(%rip), %r11\n" \
            "    testq %r11, %r11\n"                        \
            "    jz 1f\n"                                   \
            "    jmpq *%r11\n"                              \
            "1:  leaq shipplot_late_" #name "(%rip), %r11\n" \
            "    jmp shipplot_late_first_call\n");
LATE_CALLS
#undef X

/* %r11 holds the slot's address. On entry %rsp is 8 past a 16-byte boundary (the caller's return address);
   eight pushes keep it so, and 136 bytes more (eight vector registers and 8 of padding) align it for the call. */
__asm__(".text\n"
        ".type shipplot_late_first_call, @function\n"
        "shipplot_late_first_call:\n"
        "    pushq %rdi\n"
        "    pushq %rsi\n"
        "    pushq %rdx\n"
        "    pushq %rcx\n"
        "    pushq %r8\n"
        "    pushq %r9\n"
        "    pushq %rax\n"
        "    pushq %r11\n"
        "    subq $136, %rsp\n"
        "    movdqu %xmm0, 0(%rsp)\n"
        "    movdqu %xmm1, 16(%rsp)\n"
        "    movdqu %xmm2, 32(%rsp)\n"
        "    movdqu %xmm3, 48(%rsp)\n"
        "    movdqu %xmm4, 64(%rsp)\n"
        "    movdqu %xmm5, 80(%rsp)\n"
        "    movdqu %xmm6, 96(%rsp)\n"
        "    movdqu %xmm7, 112(%rsp)\n"
        "    call shipplot_late_load\n"
        "    movdqu 0(%rsp), %xmm0\n"
        "    movdqu 16(%rsp), %xmm1\n"
        "    movdqu 32(%rsp), %xmm2\n"
        "    movdqu 48(%rsp), %xmm3\n"
        "    movdqu 64(%rsp), %xmm4\n"
        "    movdqu 80(%rsp), %xmm5\n"
        "    movdqu 96(%rsp), %xmm6\n"
        "    movdqu 112(%rsp), %xmm7\n"
        "    addq $136, %rsp\n"
        "    popq %r11\n"
        "    popq %rax\n"
        "    popq %r9\n"
        "    popq %r8\n"
        "    popq %rcx\n"
        "    popq %rdx\n"
        "    popq %rsi\n"
        "    popq %rdi\n"
        "    jmpq *(%r11)\n");
