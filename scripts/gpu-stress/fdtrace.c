/* LD_PRELOAD shim for the GPU stress runs (scripts/gpu-run.sh, STRESS=N):
 * logs every close() with the calling thread, the object that called it
 * (libcuda, the test binary, ...) and its result, so that a close of a file
 * descriptor number another thread or library owns shows up. One log per
 * process, named by FDTRACE_DIR and the process id.
 *
 * Built on the GPU machine by gpu-run.sh: gcc -shared -fPIC -O2 fdtrace.c -o fdtrace.so -ldl */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static int log_fd = -1;
static int (*real_close)(int);

__attribute__((constructor)) static void open_log(void)
{
    real_close = (int (*)(int))dlsym(RTLD_NEXT, "close");
    const char *dir = getenv("FDTRACE_DIR");
    if (dir == NULL)
        return;
    char path[4096];
    snprintf(path, sizeof path, "%s/fdtrace.%d", dir, (int)getpid());
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        return;
    /* Far above every number the tests and the driver use. */
    log_fd = fcntl(fd, F_DUPFD_CLOEXEC, 4000);
    real_close(fd);
}

int close(int fd)
{
    if (real_close == NULL)
        real_close = (int (*)(int))dlsym(RTLD_NEXT, "close");
    void *caller = __builtin_return_address(0);
    int result = real_close(fd);
    int saved = errno;
    if (log_fd >= 0 && fd != log_fd) {
        Dl_info info;
        const char *object = "?";
        if (dladdr(caller, &info) != 0 && info.dli_fname != NULL) {
            const char *slash = strrchr(info.dli_fname, '/');
            object = slash != NULL ? slash + 1 : info.dli_fname;
        }
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        char line[512];
        int n = snprintf(line, sizeof line, "%ld.%09ld tid %ld close %d -> %d%s by %s\n",
                         (long)now.tv_sec, now.tv_nsec, (long)syscall(SYS_gettid), fd, result,
                         result != 0 && saved == EBADF ? " EBADF" : "", object);
        if (n > 0)
            (void)!write(log_fd, line, (size_t)n);
    }
    errno = saved;
    return result;
}
