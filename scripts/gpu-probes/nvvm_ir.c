/* Which NVVM IR text the GPU machine's libNVVM compiles (issue 32, before
 * its GPU test is written): the same kernel (out[i] = 2 * in[i]) written with
 * typed pointers (NVVM IR as in CUDA 12's spec, LLVM 7 syntax) and with
 * opaque pointers (`ptr`, newer LLVM syntax). Each is compiled to PTX for
 * compute_90; what compiles is loaded with cuModuleLoadData and run over 256
 * floats, checked on the host.
 *
 *   gcc -O2 -I/usr/local/cuda/include -I/usr/local/cuda/nvvm/include nvvm_ir.c \
 *       -o nvvm_ir -L/usr/local/cuda/nvvm/lib64 -lnvvm -lcuda
 *   LD_LIBRARY_PATH=/usr/local/cuda/nvvm/lib64 ./nvvm_ir
 *
 * Answer (2026-11-26, H100, CUDA 13.0's toolkit, libnvvm.so.4): libNVVM 2.0,
 * NVVM IR 2.0, debug metadata 3.2. The typed-pointer kernel compiles, loads
 * and runs (0 of 256 floats wrong); the opaque-pointer one is refused
 * ("parse expected type" at `ptr`). The libNVVM test is to be written in
 * typed-pointer IR.
 */
#include <cuda.h>
#include <nvvm.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *typed =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @scale(float* %out, float* %in, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "  %base = mul i32 %ctaid, %ntid\n"
    "  %i = add i32 %base, %tid\n"
    "  %inside = icmp slt i32 %i, %n\n"
    "  br i1 %inside, label %body, label %done\n"
    "body:\n"
    "  %at = sext i32 %i to i64\n"
    "  %src = getelementptr float, float* %in, i64 %at\n"
    "  %v = load float, float* %src, align 4\n"
    "  %r = fmul float %v, 2.0\n"
    "  %dst = getelementptr float, float* %out, i64 %at\n"
    "  store float %r, float* %dst, align 4\n"
    "  br label %done\n"
    "done:\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{void (float*, float*, i32)* @scale, !\"kernel\", i32 1}\n"
    "!nvvmir.version = !{!1}\n"
    "!1 = !{i32 2, i32 0}\n";

static const char *opaque =
    "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "define void @scale(ptr %out, ptr %in, i32 %n) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "  %base = mul i32 %ctaid, %ntid\n"
    "  %i = add i32 %base, %tid\n"
    "  %inside = icmp slt i32 %i, %n\n"
    "  br i1 %inside, label %body, label %done\n"
    "body:\n"
    "  %at = sext i32 %i to i64\n"
    "  %src = getelementptr float, ptr %in, i64 %at\n"
    "  %v = load float, ptr %src, align 4\n"
    "  %r = fmul float %v, 2.0\n"
    "  %dst = getelementptr float, ptr %out, i64 %at\n"
    "  store float %r, ptr %dst, align 4\n"
    "  br label %done\n"
    "done:\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n"
    "!nvvm.annotations = !{!0}\n"
    "!0 = !{ptr @scale, !\"kernel\", i32 1}\n"
    "!nvvmir.version = !{!1}\n"
    "!1 = !{i32 2, i32 0}\n";

/* Compiles `ir`; runs the PTX it gives. Returns 0 when every float checks. */
static int try_ir(const char *name, const char *ir) {
    nvvmProgram program;
    nvvmCreateProgram(&program);
    nvvmResult added = nvvmAddModuleToProgram(program, ir, strlen(ir), name);
    const char *options[] = {"-arch=compute_90"};
    nvvmResult compiled = added == NVVM_SUCCESS ? nvvmCompileProgram(program, 1, options) : added;
    size_t log_size = 0;
    nvvmGetProgramLogSize(program, &log_size);
    char *log = calloc(log_size + 1, 1);
    nvvmGetProgramLog(program, log);
    printf("%s: add %s, compile %s; log: %s\n", name, nvvmGetErrorString(added),
           nvvmGetErrorString(compiled), log_size > 1 ? log : "(empty)");
    free(log);
    if (compiled != NVVM_SUCCESS) {
        nvvmDestroyProgram(&program);
        return 1;
    }
    size_t ptx_size = 0;
    nvvmGetCompiledResultSize(program, &ptx_size);
    char *ptx = calloc(ptx_size + 1, 1);
    nvvmGetCompiledResult(program, ptx);
    nvvmDestroyProgram(&program);
    CUmodule module;
    CUfunction function;
    CUresult loaded = cuModuleLoadData(&module, ptx);
    free(ptx);
    if (loaded != CUDA_SUCCESS || cuModuleGetFunction(&function, module, "scale") != CUDA_SUCCESS) {
        printf("%s: the PTX does not load (%d)\n", name, (int)loaded);
        return 1;
    }
    enum { N = 256 };
    float host[N], back[N];
    for (int i = 0; i < N; i++) host[i] = (float)i - 100.0f;
    CUdeviceptr in, out;
    cuMemAlloc(&in, sizeof host);
    cuMemAlloc(&out, sizeof host);
    cuMemcpyHtoD(in, host, sizeof host);
    int n = N;
    void *arguments[] = {&out, &in, &n};
    CUresult launched = cuLaunchKernel(function, 2, 1, 1, 128, 1, 1, 0, NULL, arguments, NULL);
    cuCtxSynchronize();
    cuMemcpyDtoH(back, out, sizeof back);
    int wrong = 0;
    for (int i = 0; i < N; i++) wrong += back[i] != 2.0f * host[i];
    printf("%s: launch %d, %d of %d floats wrong\n", name, (int)launched, wrong, N);
    cuMemFree(in);
    cuMemFree(out);
    cuModuleUnload(module);
    return launched != CUDA_SUCCESS || wrong != 0;
}

int main(void) {
    int major = 0, minor = 0, ir_major = 0, ir_minor = 0, dbg_major = 0, dbg_minor = 0;
    nvvmVersion(&major, &minor);
    nvvmIRVersion(&ir_major, &ir_minor, &dbg_major, &dbg_minor);
    printf("libNVVM %d.%d, NVVM IR %d.%d, debug metadata %d.%d\n", major, minor, ir_major,
           ir_minor, dbg_major, dbg_minor);
    CUdevice device;
    CUcontext context;
    if (cuInit(0) != CUDA_SUCCESS || cuDeviceGet(&device, 0) != CUDA_SUCCESS ||
        cuCtxCreate(&context, NULL, 0, device) != CUDA_SUCCESS) {
        printf("no GPU context\n");
        return 2;
    }
    int typed_failed = try_ir("typed pointers", typed);
    int opaque_failed = try_ir("opaque pointers", opaque);
    cuCtxDestroy(context);
    return typed_failed && opaque_failed;
}
