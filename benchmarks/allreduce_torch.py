#!/usr/bin/env python3
"""NCCL's all-reduce through torch.distributed (NCCL backend), measured as
benches/allreduce.rs measures it through cuda-raw-sys: fp32 sum, in place,
of 1 MiB to 1 GiB, one process a GPU over every visible GPU
(torch.multiprocessing). For each size, every rank first contributes
rank + 1 everywhere and checks that the head and tail of the sum are
N(N + 1)/2; then ALLREDUCE_WARMUP (5) untimed all-reduces, and
ALLREDUCE_BATCHES (5) batches of ALLREDUCE_ITERATIONS (20), each timed with
CUDA events on the current stream. Rank 0 prints one tab-separated line a
size with the median batch: way, ranks, bytes, iterations, seconds an
all-reduce, bus GB/s; lines starting with # say what was measured."""
import os

# NCCL and PyTorch keep away from NVLink multicast in every process: a
# multicast object can take a shared host's GPUs out of service. Set before
# torch loads, and inherited by the ranks.
os.environ.update(NCCL_NVLS_ENABLE="0", TORCH_SYMM_MEM_DISABLE_MULTICAST="1")

import socket  # noqa: E402
import sys  # noqa: E402

import torch  # noqa: E402
import torch.distributed as dist  # noqa: E402
import torch.multiprocessing as mp  # noqa: E402

SIZES = [1 << 20, 4 << 20, 16 << 20, 64 << 20, 256 << 20, 1 << 30]
# Elements of each sum's head and tail checked.
CHECKED = 1 << 18


def setting(name, default):
    return int(os.environ.get(name, default))


def loaded(name):
    """The file of the first mapped library whose name starts with name."""
    with open("/proc/self/maps") as maps:
        for line in maps:
            fields = line.split()
            if len(fields) >= 6 and os.path.basename(fields[5]).startswith(name):
                return fields[5]
    return "an unknown file"


def rank_main(rank, ranks, port):
    warmup = setting("ALLREDUCE_WARMUP", 5)
    iterations = setting("ALLREDUCE_ITERATIONS", 20)
    batches = setting("ALLREDUCE_BATCHES", 5)
    device = torch.device("cuda", rank)
    torch.cuda.set_device(device)
    dist.init_process_group(
        "nccl",
        init_method=f"tcp://127.0.0.1:{port}",
        rank=rank,
        world_size=ranks,
        device_id=device,
    )
    buffer = torch.empty(max(SIZES) // 4, dtype=torch.float32, device=device)
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    expected = ranks * (ranks + 1) / 2
    medians = []
    for size in SIZES:
        tensor = buffer[: size // 4]
        tensor.fill_(rank + 1)
        dist.all_reduce(tensor)
        checked = min(size // 4, CHECKED)
        for part in (tensor[:checked], tensor[-checked:]):
            wrong = int((part != expected).sum())
            if wrong:
                sys.exit(f"rank {rank}: {wrong} elements of the {size}-byte all-reduce are not {expected}")
        # Zeros from here on: sums of them stay finite however many there are.
        tensor.zero_()
        for _ in range(warmup):
            dist.all_reduce(tensor)
        seconds = []
        for _ in range(batches):
            start.record()
            for _ in range(iterations):
                dist.all_reduce(tensor)
            end.record()
            end.synchronize()
            seconds.append(start.elapsed_time(end) / 1e3 / iterations)
        medians.append(sorted(seconds)[len(seconds) // 2])
    if rank == 0:
        version = ".".join(map(str, torch.cuda.nccl.version()))
        print(f"# torch {torch.__version__}: libnccl {version} from {loaded('libnccl')}")
        for size, seconds in zip(SIZES, medians):
            bus = size / seconds * 2 * (ranks - 1) / ranks / 1e9
            print(f"torch\t{ranks}\t{size}\t{iterations}\t{seconds:.9f}\t{bus:.2f}", flush=True)
    dist.destroy_process_group()


def main():
    ranks = torch.cuda.device_count()
    if ranks < 2:
        print(f"# allreduce_torch: needs two GPUs; {ranks} visible")
        return
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    mp.spawn(rank_main, args=(ranks, port), nprocs=ranks, join=True)


if __name__ == "__main__":
    main()
