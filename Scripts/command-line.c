// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/* The command line for Swift's CommandLine.arguments in the installed shipplot, kept from the arguments glibc
   passes to each of the program's initializers (argc, argv, envp, as it always has on Linux). The Swift
   runtime's own initializer finds argv another way, in every process, before main: it reads /proc/self/maps,
   which the kernel writes out one line a mapping, to find the stack, and walks back from environ (1.5 % of a
   `stacked` chart's time). Scripts/install takes the runtime's object (CommandLine.cpp.o) out of its copy of the
   standard library and links this one, which defines the same two functions, so the runtime's initializer is
   not linked at all. One pointer in and one out: the Swift and C calling conventions agree on that, on x86-64
   and AArch64. */

static char **arguments;
static int count;

static void keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    count = argc;
    arguments = argv;
}

__attribute__((used, section(".init_array"))) static void (*const keeper)(int, char **, char **) = keep_arguments;

/* An override set by a host that embeds Swift (the runtime's own object has this too). */
void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    count = argc;
    arguments = argv;
}

char **_swift_stdlib_getUnsafeArgvArgc(int *count_out) {
    *count_out = count;
    return arguments;
}
