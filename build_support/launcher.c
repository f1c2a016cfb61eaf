/* The `cgt` command: Python started with Ctrl-C held until cgt can answer it.
 *
 * A console script (the text file pip writes for an entry point) is run by
 * Python itself, and a SIGINT that arrives while Python starts, before any
 * code of cgt runs, kills the process silently, stops Python with a fatal
 * error, or prints a KeyboardInterrupt traceback from the installer's
 * script (issue 37). This launcher blocks SIGINT first of all, then execs
 * `python -P -m cgt ARGS`: a blocked signal stays pending across exec, and
 * cgt.cli.interrupts unblocks it once its handler is in place, so an early
 * Ctrl-C is answered by cgt, with its one line and status 130.
 *
 * The interpreter: the `pythonX.Y` beside this program (a virtual
 * environment's bin/, pipx, conda, a system prefix), else the interpreter
 * that built it (a `pip install --user` from source), else `pythonX.Y` on
 * PATH. X.Y is the version the wheel was built for (mypyc's core is built
 * for one). `-P` keeps the current directory off sys.path, as for the
 * console script.
 *
 * Built by setup.py (build_support/launcher.py) with CGT_PYTHON_VERSION and
 * CGT_BUILD_PYTHON defined; where it cannot be built, the `cgt` script is
 * the Python text file build_support/cgt.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef CGT_PYTHON_VERSION
#error "setup.py defines CGT_PYTHON_VERSION (such as \"3.11\")"
#endif
#ifndef CGT_BUILD_PYTHON
#define CGT_BUILD_PYTHON ""
#endif

#define PYTHON_NAME "python" CGT_PYTHON_VERSION
/* Read by cgt.cli.interrupts, which removes it and unblocks SIGINT. */
#define HELD_VARIABLE "_CGT_SIGINT_HELD"

/* The folder this program is in, symbolic links resolved (so a link in
 * ~/.local/bin to a pipx environment's bin/cgt finds that environment). */
static int own_folder(const char *argv0, char *folder, size_t size) {
    char path[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
    if (n > 0) {
        path[n] = '\0';
    } else if (strchr(argv0, '/') == NULL || realpath(argv0, path) == NULL) {
        return 0; /* found on PATH, and no /proc: the other candidates remain */
    }
    char *slash = strrchr(path, '/');
    if (slash == NULL || (size_t)(slash - path) + 1 > size) {
        return 0;
    }
    *slash = '\0';
    snprintf(folder, size, "%s", path);
    return 1;
}

static int runnable(const char *path) {
    return path[0] != '\0' && access(path, X_OK) == 0;
}

int main(int argc, char **argv) {
    sigset_t held, before;
    sigemptyset(&held);
    sigaddset(&held, SIGINT);
    sigprocmask(SIG_BLOCK, &held, &before);
    if (!sigismember(&before, SIGINT)) {
        setenv(HELD_VARIABLE, "1", 1);
    }

    char **args = calloc((size_t)argc + 4, sizeof *args);
    if (args == NULL) {
        fputs("cgt: out of memory\n", stderr);
        return 1;
    }
    char python[PATH_MAX + sizeof PYTHON_NAME + 1] = "";
    char folder[PATH_MAX];
    if (own_folder(argc > 0 ? argv[0] : "", folder, sizeof folder)) {
        snprintf(python, sizeof python, "%s/%s", folder, PYTHON_NAME);
    }
    if (!runnable(python)) {
        snprintf(python, sizeof python, "%s", CGT_BUILD_PYTHON);
    }
    int on_path = !runnable(python);
    args[0] = on_path ? PYTHON_NAME : python;
    args[1] = "-P";
    args[2] = "-m";
    args[3] = "cgt";
    for (int i = 1; i < argc; i++) {
        args[i + 3] = argv[i];
    }
    if (on_path) {
        execvp(PYTHON_NAME, args);
    } else {
        execv(python, args);
    }

    int fault = errno;
    sigprocmask(SIG_SETMASK, &before, NULL);
    fprintf(stderr, "cgt: cannot start %s (%s); `%s -m cgt` runs the same command\n",
            args[0], strerror(fault), PYTHON_NAME);
    return 127;
}
