"""cuda.core's path from source to a running kernel, as its users take it: Program (NVRTC)
to ObjectCode (PTX text, PTX bytes, a PTX file, a linked image) to Kernel to launch, with
device memory from Device.allocate. cuda.core ships no tests on PyPI (it has no sdist and its
wheel holds none), so these are rocuda's; each result is checked against NumPy."""

import numpy as np
import pytest
from cuda.bindings import driver
from cuda.core import Device, LaunchConfig, Linker, LinkerOptions, ObjectCode, Program, ProgramOptions, launch

SAXPY = r"""
extern "C" __global__ void saxpy(float a, const float *x, float *y, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
"""

# A 2-D grid whose blocks each sum a tile in dynamic shared memory.
TILE_SUMS = r"""
extern "C" __global__ void tile_sums(const int *data, int *sums, unsigned width) {
    extern __shared__ int tile[];
    unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    tile[t] = data[y * width + x];
    __syncthreads();
    for (unsigned half = blockDim.x * blockDim.y / 2; half > 0; half /= 2) {
        if (t < half) tile[t] += tile[t + half];
        __syncthreads();
    }
    if (t == 0) sums[blockIdx.y * gridDim.x + blockIdx.x] = tile[0];
}
"""

# Two translation units: the kernel calls a function the other defines.
CALLER = r"""
extern __device__ int offset(int value);
extern "C" __global__ void offset_all(int *data, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = offset(data[i]);
}
"""
CALLEE = r"""
__device__ int offset(int value) { return 3 * value - 5; }
"""


def check(result):
    status = result[0]
    assert status == driver.CUresult.CUDA_SUCCESS, status
    return result[1:] if len(result) > 2 else (result[1] if len(result) == 2 else None)


@pytest.fixture(scope="module")
def device():
    device = Device()
    device.set_current()
    return device


def to_device(device, stream, array):
    buffer = device.allocate(array.nbytes, stream=stream)
    stream.sync()
    check(driver.cuMemcpyHtoD(int(buffer.handle), array.ctypes.data, array.nbytes))
    return buffer


def to_host(buffer, like):
    out = np.empty_like(like)
    check(driver.cuMemcpyDtoH(out.ctypes.data, int(buffer.handle), out.nbytes))
    return out


def ptx_of(device, source, **options):
    program = Program(source, code_type="c++", options=ProgramOptions(arch=f"compute_{device.arch}", **options))
    return program.compile("ptx")


def run_saxpy(device, code):
    stream = device.create_stream()
    n = 1000
    rng = np.random.default_rng(7)
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    dx, dy = to_device(device, stream, x), to_device(device, stream, y)
    kernel = code.get_kernel("saxpy")
    launch(stream, LaunchConfig(grid=(n + 127) // 128, block=128), kernel, np.float32(2.5), dx, dy, np.uint32(n))
    stream.sync()
    np.testing.assert_allclose(to_host(dy, y), np.float32(2.5) * x + y, rtol=1e-6, atol=1e-6)
    dx.close(stream)
    dy.close(stream)
    stream.sync()


def test_program_compiles_to_ptx_which_loads_and_runs(device):
    code = ptx_of(device, SAXPY)
    assert code.code_type == "ptx"
    run_saxpy(device, code)


def test_object_code_from_ptx_bytes(device):
    ptx = ptx_of(device, SAXPY).code
    text = ptx if isinstance(ptx, bytes) else ptx.encode()
    assert b".entry saxpy" in text
    run_saxpy(device, ObjectCode.from_ptx(text))


def test_object_code_from_a_ptx_file(device, tmp_path):
    ptx = ptx_of(device, SAXPY).code
    path = tmp_path / "saxpy.ptx"
    path.write_bytes(ptx if isinstance(ptx, bytes) else ptx.encode())
    run_saxpy(device, ObjectCode.from_ptx(str(path)))


def test_kernel_reports_its_arguments(device):
    kernel = ptx_of(device, SAXPY).get_kernel("saxpy")
    assert kernel.num_arguments == 4
    sizes = [info.size for info in kernel.arguments_info]
    assert sizes == [4, 8, 8, 4]


def test_two_dimensional_launch_with_dynamic_shared_memory(device):
    stream = device.create_stream()
    width, height, block = 64, 32, (16, 8)
    data = np.arange(width * height, dtype=np.int32).reshape(height, width) % 97
    grid = (width // block[0], height // block[1])
    d_data = to_device(device, stream, data)
    sums = np.zeros(grid[0] * grid[1], dtype=np.int32)
    d_sums = to_device(device, stream, sums)
    kernel = ptx_of(device, TILE_SUMS).get_kernel("tile_sums")
    config = LaunchConfig(grid=grid, block=block, shmem_size=block[0] * block[1] * 4)
    launch(stream, config, kernel, d_data, d_sums, np.uint32(width))
    stream.sync()
    expected = data.reshape(grid[1], block[1], grid[0], block[0]).sum(axis=(1, 3)).reshape(-1)
    np.testing.assert_array_equal(to_host(d_sums, sums), expected)


def test_device_memory_round_trip_between_buffers(device):
    stream = device.create_stream()
    values = np.arange(4096, dtype=np.uint8)
    source = to_device(device, stream, values)
    target = device.allocate(values.nbytes, stream=stream)
    source.copy_to(target, stream=stream)
    stream.sync()
    np.testing.assert_array_equal(to_host(target, values), values)


def test_relocatable_ptx_linked_into_one_image(device):
    arch = f"sm_{device.arch}"
    caller = ptx_of(device, CALLER, relocatable_device_code=True)
    callee = ptx_of(device, CALLEE, relocatable_device_code=True)
    linked = Linker(caller, callee, options=LinkerOptions(arch=arch)).link("cubin")
    stream = device.create_stream()
    data = np.arange(300, dtype=np.int32)
    d_data = to_device(device, stream, data)
    launch(stream, LaunchConfig(grid=3, block=128), linked.get_kernel("offset_all"), d_data, np.uint32(data.size))
    stream.sync()
    np.testing.assert_array_equal(to_host(d_data, data), 3 * data - 5)
