// The stress mode's finding in C (docs/gpu-runs.md, issue 21), with no Rust
// and no cuda-raw-sys: THREADS threads each, for SECONDS, make a 2 MiB VMM
// allocation shareable as a POSIX fd, export it, import the fd as external
// memory, map it as a buffer, run a kernel over the buffer, check every byte
// on the host, and free it all. ROUTE is "runtime" (cudaImportExternalMemory,
// cudaExternalMemoryGetMappedBuffer, cudaFree) or "driver" (the cu* twins).
//
//   nvcc -arch=sm_90 -o mapped_buffer_race mapped_buffer_race.cu -lcuda -lpthread
//   ./mapped_buffer_race ROUTE THREADS SECONDS
//   compute-sanitizer --tool memcheck ./mapped_buffer_race ROUTE THREADS SECONDS
//
// Prints the rounds each thread ran; exits 1 on the first failed call or
// wrong byte.
#include <cuda.h>
#include <cuda_runtime.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const size_t SIZE = 2 << 20;
static int use_driver;
static double seconds;

#define CHECK_DRV(call)                                                                  \
    do {                                                                                 \
        CUresult status_ = (call);                                                       \
        if (status_ != CUDA_SUCCESS) {                                                   \
            const char *name_ = "?";                                                     \
            cuGetErrorName(status_, &name_);                                             \
            fprintf(stderr, "%s:%d: %s returned %s\n", __FILE__, __LINE__, #call, name_); \
            exit(1);                                                                     \
        }                                                                                \
    } while (0)
#define CHECK_RT(call)                                                                   \
    do {                                                                                 \
        cudaError_t status_ = (call);                                                    \
        if (status_ != cudaSuccess) {                                                    \
            fprintf(stderr, "%s:%d: %s returned %s\n", __FILE__, __LINE__, #call,        \
                    cudaGetErrorName(status_));                                          \
            exit(1);                                                                     \
        }                                                                                \
    } while (0)

__global__ void transform(unsigned char *data, unsigned long long n, unsigned int key)
{
    unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += stride)
        data[i] = (unsigned char)((data[i] ^ (key >> (8 * (i % 4)))) + 7 * i);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void *worker(void *argument)
{
    long index = (long)argument;
    CUcontext context;
    CUdevice device;
    CHECK_DRV(cuDeviceGet(&device, 0));
    CHECK_DRV(cuDevicePrimaryCtxRetain(&context, device));
    CHECK_DRV(cuCtxSetCurrent(context));
    unsigned char *input = (unsigned char *)malloc(SIZE), *output = (unsigned char *)malloc(SIZE);
    unsigned int seed = (unsigned int)index * 2654435761u + 1;
    long rounds = 0;
    double end = now() + seconds;
    while (now() < end) {
        CUmemAllocationProp prop;
        memset(&prop, 0, sizeof prop);
        prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
        prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
        prop.location.id = device;
        prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
        CUmemGenericAllocationHandle handle;
        CHECK_DRV(cuMemCreate(&handle, SIZE, &prop, 0));
        int fd = -1;
        CHECK_DRV(cuMemExportToShareableHandle(&fd, handle, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
        void *buffer = NULL;
        CUexternalMemory driver_memory = NULL;
        cudaExternalMemory_t runtime_memory = NULL;
        if (use_driver) {
            CUDA_EXTERNAL_MEMORY_HANDLE_DESC desc;
            memset(&desc, 0, sizeof desc);
            desc.type = CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD;
            desc.handle.fd = fd; /* the driver owns and closes it on success */
            desc.size = SIZE;
            CHECK_DRV(cuImportExternalMemory(&driver_memory, &desc));
            CUDA_EXTERNAL_MEMORY_BUFFER_DESC buffer_desc;
            memset(&buffer_desc, 0, sizeof buffer_desc);
            buffer_desc.size = SIZE;
            CUdeviceptr ptr;
            CHECK_DRV(cuExternalMemoryGetMappedBuffer(&ptr, driver_memory, &buffer_desc));
            buffer = (void *)ptr;
        } else {
            cudaExternalMemoryHandleDesc desc;
            memset(&desc, 0, sizeof desc);
            desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
            desc.handle.fd = fd;
            desc.size = SIZE;
            CHECK_RT(cudaImportExternalMemory(&runtime_memory, &desc));
            cudaExternalMemoryBufferDesc buffer_desc;
            memset(&buffer_desc, 0, sizeof buffer_desc);
            buffer_desc.size = SIZE;
            CHECK_RT(cudaExternalMemoryGetMappedBuffer(&buffer, runtime_memory, &buffer_desc));
        }
        for (size_t i = 0; i < SIZE; i++)
            input[i] = (unsigned char)(rand_r(&seed) >> 7);
        unsigned int key = (unsigned int)rand_r(&seed) | 1;
        CHECK_RT(cudaMemcpy(buffer, input, SIZE, cudaMemcpyHostToDevice));
        transform<<<256, 256>>>((unsigned char *)buffer, SIZE, key);
        CHECK_RT(cudaGetLastError());
        CHECK_RT(cudaDeviceSynchronize());
        CHECK_RT(cudaMemcpy(output, buffer, SIZE, cudaMemcpyDeviceToHost));
        for (size_t i = 0; i < SIZE; i++) {
            unsigned char want = (unsigned char)((input[i] ^ (key >> (8 * (i % 4)))) + 7 * i);
            if (output[i] != want) {
                fprintf(stderr, "thread %ld round %ld: byte %zu is %u, expected %u\n", index, rounds,
                        i, output[i], want);
                exit(1);
            }
        }
        if (use_driver) {
            CHECK_DRV(cuMemFree((CUdeviceptr)buffer));
            CHECK_DRV(cuDestroyExternalMemory(driver_memory));
        } else {
            CHECK_RT(cudaFree(buffer));
            CHECK_RT(cudaDestroyExternalMemory(runtime_memory));
        }
        CHECK_DRV(cuMemRelease(handle));
        rounds++;
    }
    free(input);
    free(output);
    return (void *)rounds;
}

int main(int argc, char **argv)
{
    if (argc != 4 || (strcmp(argv[1], "runtime") != 0 && strcmp(argv[1], "driver") != 0)) {
        fprintf(stderr, "usage: %s runtime|driver THREADS SECONDS\n", argv[0]);
        return 2;
    }
    use_driver = strcmp(argv[1], "driver") == 0;
    long threads = atol(argv[2]);
    seconds = atof(argv[3]);
    CHECK_DRV(cuInit(0));
    pthread_t ids[256];
    for (long i = 0; i < threads && i < 256; i++)
        pthread_create(&ids[i], NULL, worker, (void *)i);
    long total = 0;
    for (long i = 0; i < threads && i < 256; i++) {
        void *rounds;
        pthread_join(ids[i], &rounds);
        total += (long)rounds;
    }
    printf("%s route, %ld threads, %.0f s: %ld rounds, every byte as the host computed it\n",
           argv[1], threads, seconds, total);
    return 0;
}
