/* Which kernel handles a given libcudart's cudaLaunchKernel accepts
 * (issue 27): a CUkernel from cuLibraryGetKernel, a CUfunction from
 * cuModuleGetFunction, and a CUfunction from cuKernelGetFunction, each cast
 * to `const void *` as the runtime's `func`. The cubin is loaded through the
 * driver; the runtime named on the command line (any libcudart.so.12 or .13)
 * is loaded with dlopen, so one binary asks every version. Each launch adds
 * one to 32 ints, checked on the host.
 *
 *   gcc -O2 -I/usr/local/cuda/include runtime_launch.c -o runtime_launch -lcuda -ldl
 *   nvcc -cubin -arch=sm_90 -o add_one.cubin add_one.cu   (add_one.cu: below)
 *   ./runtime_launch add_one.cubin /path/to/libcudart.so.12
 *
 * add_one.cu: extern "C" __global__ void add_one(int *p) { p[threadIdx.x] += 1; }
 */
#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

struct dim3_ {
    unsigned x, y, z;
};
typedef int (*launch_fn)(const void *, struct dim3_, struct dim3_, void **, size_t, void *);
typedef int (*sync_fn)(void);
typedef const char *(*name_fn)(int);
typedef int (*version_fn)(int *);

static void check(CUresult status, const char *what)
{
    if (status != CUDA_SUCCESS) {
        const char *name = "?";
        cuGetErrorName(status, &name);
        fprintf(stderr, "%s: %s\n", what, name);
        exit(1);
    }
}

static void *symbol(void *library, const char *name)
{
    void *found = dlsym(library, name);
    if (found == NULL) {
        fprintf(stderr, "no %s: %s\n", name, dlerror());
        exit(1);
    }
    return found;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s CUBIN LIBCUDART\n", argv[0]);
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (file == NULL) {
        perror(argv[1]);
        return 1;
    }
    static char image[1 << 20];
    size_t size = fread(image, 1, sizeof image, file);
    fclose(file);
    if (size == 0)
        return 1;
    check(cuInit(0), "cuInit");
    CUdevice device;
    CUcontext context;
    check(cuDeviceGet(&device, 0), "cuDeviceGet");
    check(cuDevicePrimaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain");
    check(cuCtxSetCurrent(context), "cuCtxSetCurrent");

    void *cudart = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
    if (cudart == NULL) {
        fprintf(stderr, "dlopen %s: %s\n", argv[2], dlerror());
        return 1;
    }
    launch_fn launch = (launch_fn)symbol(cudart, "cudaLaunchKernel");
    sync_fn synchronize = (sync_fn)symbol(cudart, "cudaDeviceSynchronize");
    name_fn error_name = (name_fn)symbol(cudart, "cudaGetErrorName");
    version_fn runtime_version = (version_fn)symbol(cudart, "cudaRuntimeGetVersion");
    int version = 0;
    runtime_version(&version);

    CUlibrary library;
    CUkernel kernel;
    CUmodule module;
    CUfunction module_function, kernel_function;
    check(cuLibraryLoadData(&library, image, NULL, NULL, 0, NULL, NULL, 0), "cuLibraryLoadData");
    check(cuLibraryGetKernel(&kernel, library, "add_one"), "cuLibraryGetKernel");
    check(cuKernelGetFunction(&kernel_function, kernel), "cuKernelGetFunction");
    check(cuModuleLoadData(&module, image), "cuModuleLoadData");
    check(cuModuleGetFunction(&module_function, module, "add_one"), "cuModuleGetFunction");

    CUdeviceptr buffer;
    check(cuMemAlloc(&buffer, 32 * sizeof(int)), "cuMemAlloc");
    const struct {
        const char *what;
        const void *handle;
    } cases[] = {
        {"CUkernel (cuLibraryGetKernel)", kernel},
        {"CUfunction (cuModuleGetFunction)", module_function},
        {"CUfunction (cuKernelGetFunction)", kernel_function},
    };
    int failed = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int values[32] = {0};
        check(cuMemcpyHtoD(buffer, values, sizeof values), "cuMemcpyHtoD");
        void *arguments[] = {&buffer};
        struct dim3_ grid = {1, 1, 1}, block = {32, 1, 1};
        int launched = launch(cases[i].handle, grid, block, arguments, 0, NULL);
        int synced = launched == 0 ? synchronize() : 0;
        check(cuMemcpyDtoH(values, buffer, sizeof values), "cuMemcpyDtoH");
        int right = 0;
        for (int j = 0; j < 32; j++)
            right += values[j] == 1;
        printf("runtime %d: cudaLaunchKernel of a %s: %s%s, %d of 32 ints written\n", version,
               cases[i].what, error_name(launched), synced ? " (then the sync failed)" : "", right);
        failed += launched != 0 || right != 32;
    }
    return failed ? 3 : 0;
}
