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
 * The interpreter: the one named on the first line of `.cgt-interpreter`
 * beside this program, a script whose `#!python` line the installer sets
 * to the Python it installs for, as it does for any script; else the
 * `pythonX.Y` beside this program (a virtual environment's bin/), else
 * `pythonX.Y` on PATH. X.Y is the version the wheel was built for (mypyc's
 * core is built for one). `-P` keeps the current directory off sys.path,
 * as for the console script.
 *
 * Built by setup.py (build_support/launcher.py) with CGT_PYTHON_VERSION
 * defined; where it cannot be built, the `cgt` script is the Python text
 * file build_support/cgt.
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

#define PYTHON_NAME "python" CGT_PYTHON_VERSION
/* Beside the launcher; its first line names the interpreter. */
#define INTERPRETER_FILE ".cgt-interpreter"
/* Read by cgt.cli.interrupts, which removes it and unblocks SIGINT. */
#define HELD_VARIABLE "_CGT_SIGINT_HELD"

/* `name` found on PATH, into `path` (PATH_MAX bytes); 0 if not found. */
static int on_path(const char *name, char *path) {
    const char *entries = getenv("PATH");
    while (entries != NULL && *entries != '\0') {
        const char *end = strchr(entries, ':');
        size_t length = end == NULL ? strlen(entries) : (size_t)(end - entries);
        char candidate[PATH_MAX];
        if (length > 0 && length + strlen(name) + 2 <= sizeof candidate) {
            snprintf(candidate, sizeof candidate, "%.*s/%s", (int)length, entries, name);
            if (access(candidate, X_OK) == 0 && realpath(candidate, path) != NULL) {
                return 1;
            }
        }
        entries = end == NULL ? NULL : end + 1;
    }
    return 0;
}

/* The folder this program is in, symbolic links resolved (so a link in
 * ~/.local/bin to a pipx environment's bin/cgt finds that environment):
 * from /proc where there is one, else from argv[0] or PATH. */
static int own_folder(const char *argv0, char *folder, size_t size) {
    char path[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
    if (n > 0) {
        path[n] = '\0';
    } else if (strchr(argv0, '/') != NULL ? realpath(argv0, path) == NULL
                                          : !on_path(argv0, path)) {
        return 0;
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

/* The interpreter named by `#!` on the first line of `file`, into `python`
 * (`size` bytes; empty when the file or the line is not there). */
static void named_interpreter(const char *file, char *python, size_t size) {
    python[0] = '\0';
    FILE *stream = fopen(file, "r");
    if (stream == NULL) {
        return;
    }
    char line[PATH_MAX + 8];
    if (fgets(line, sizeof line, stream) != NULL && strncmp(line, "#!", 2) == 0) {
        size_t length = strcspn(line + 2, "\r\n");
        while (length > 0 && (line[1 + length] == ' ' || line[1 + length] == '\t')) {
            length--;
        }
        if (length < size) {
            memcpy(python, line + 2, length);
            python[length] = '\0';
        }
    }
    fclose(stream);
}

int main(int argc, char **argv) {
    sigset_t held, before;
    sigemptyset(&held);
    sigaddset(&held, SIGINT);
    sigprocmask(SIG_BLOCK, &held, &before);
    if (!sigismember(&before, SIGINT) && setenv(HELD_VARIABLE, "1", 1) != 0) {
        sigprocmask(SIG_SETMASK, &before, NULL); /* nobody would unblock it */
    }

    char **args = calloc((size_t)argc + 5, sizeof *args); /* argc may be 0 */
    if (args == NULL) {
        fputs("cgt: out of memory\n", stderr);
        return 1;
    }
    char python[PATH_MAX + sizeof INTERPRETER_FILE + sizeof PYTHON_NAME + 2] = "";
    char folder[PATH_MAX];
    if (own_folder(argc > 0 ? argv[0] : "", folder, sizeof folder)) {
        char file[sizeof python];
        snprintf(file, sizeof file, "%s/%s", folder, INTERPRETER_FILE);
        named_interpreter(file, python, sizeof python);
        if (!runnable(python)) {
            snprintf(python, sizeof python, "%s/%s", folder, PYTHON_NAME);
        }
    }
    int from_path = !runnable(python);
    args[0] = from_path ? PYTHON_NAME : python;
    args[1] = "-P";
    args[2] = "-m";
    args[3] = "cgt";
    for (int i = 1; i < argc; i++) {
        args[i + 3] = argv[i];
    }
    if (from_path) {
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
