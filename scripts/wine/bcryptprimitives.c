/* ProcessPrng, which Rust's standard library (1.78 on) imports from
 * bcryptprimitives.dll on Windows, and which Debian 12's wine 8.0 lacks.
 * Built by scripts/provision.sh cross-windows and put on WINEPATH only to
 * run the cross-built tests under wine; it backs the call with RtlGenRandom
 * (advapi32's SystemFunction036). Nothing CUDA goes through it. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
