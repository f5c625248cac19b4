# What the corpora's build.sh and record.sh share: finding NVIDIA's toolkit, building a program
# with nvcc where any diagnostic is a failure, and running one as a golden file records it.
# Sourced, never run: `. "$(dirname "$0")/../nvidia.sh"`.

# `take_outdir "$@"`: the one argument of a script run as `SCRIPT OUTDIR`. Sets `here`, the
# script's folder, and `out`, OUTDIR made and made absolute.
take_outdir() {
    [ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
    here=$(cd "$(dirname "$0")" && pwd)
    mkdir -p "$1"
    out=$(cd "$1" && pwd)
}

# Sets `nvcc` ($NVCC, or nvcc on PATH) and `bin`, its folder.
find_nvcc() {
    nvcc=${NVCC:-$(command -v nvcc || true)}
    [ -n "$nvcc" ] && [ -x "$nvcc" ] || { echo "nvcc not found: set NVCC or put nvcc on PATH" >&2; exit 1; }
    bin=$(cd "$(dirname "$nvcc")" && pwd)
}

# `link_dirs OUT LIBRARY...`: sets `libs` to the -L flags that find each LIBRARY (`libcudart`,
# or `libcurand:10` for a library whose soname major is not 13) beside nvcc. A toolkit's lib64
# has the unversioned libLIBRARY.so; NVIDIA's wheels have only the versioned files
# (libLIBRARY.so.13), so OUT/.link gets the unversioned links for the linker.
link_dirs() {
    local out=$1 dir library
    shift
    libs=()
    for dir in "$bin/../lib64" "$bin/../lib" "$bin/../targets/x86_64-linux/lib"; do
        if all_present "$dir" unversioned "$@"; then
            libs=(-L"$dir")
            return
        elif all_present "$dir" versioned "$@"; then
            mkdir -p "$out/.link"
            for library in "$@"; do
                ln -sf "$(cd "$dir" && pwd)/$(file_name versioned "$library")" "$out/.link/$(file_name unversioned "$library")"
            done
            libs=(-L"$out/.link" -L"$dir")
            return
        fi
    done
    echo "$* not found beside $nvcc" >&2
    exit 1
}

# `file_name versioned|unversioned LIBRARY`: libLIBRARY.so.MAJOR (13 unless LIBRARY names
# another, `libcurand:10`), or libLIBRARY.so.
file_name() {
    local name=${2%%:*} major=13
    [ "$name" = "$2" ] || major=${2##*:}
    if [ "$1" = versioned ]; then echo "$name.so.$major"; else echo "$name.so"; fi
}

all_present() {
    local dir=$1 form=$2 library
    shift 2
    for library in "$@"; do
        [ -e "$dir/$(file_name "$form" "$library")" ] || return 1
    done
}

# `compile LABEL BINARY NVCC-ARGUMENTS...`: builds BINARY; a failure or any diagnostic is
# printed under LABEL and returns 1.
compile() {
    local label=$1 binary=$2 log=$2.log
    shift 2
    if ! "$nvcc" "$@" -o "$binary" >"$log" 2>&1; then
        echo "$label: build failed" >&2
        cat "$log" >&2
        rm -f "$log"
        return 1
    fi
    if [ -s "$log" ]; then
        echo "$label: diagnostics" >&2
        cat "$log" >&2
        rm -f "$log"
        return 1
    fi
    rm -f "$log"
}

# `needs LABEL BINARY SONAME...`: returns 1 unless BINARY needs every SONAME. Without readelf
# it says so and checks nothing.
needs() {
    local label=$1 binary=$2 needed soname missing=0
    shift 2
    if ! command -v readelf >/dev/null; then
        echo "$label: readelf not found; the libraries it needs are not checked" >&2
        return 0
    fi
    needed=$(readelf -d "$binary" | grep NEEDED || true)
    for soname in "$@"; do
        if ! grep -q "${soname//./\\.}" <<<"$needed"; then
            echo "$label: does not need $soname" >&2
            missing=1
        fi
    done
    return $missing
}

# Puts the toolkit's runtime libraries on LD_LIBRARY_PATH, for running what was built.
use_toolkit_libraries() {
    export LD_LIBRARY_PATH="$bin/../lib64:$bin/../lib:$bin/../targets/x86_64-linux/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
}

# `record DIR NAME`: runs DIR/NAME from DIR and writes DIR/NAME.out (its stdout, ended by a
# newline, then a line `exit <status>`) and DIR/NAME.err; returns 1 if it timed out.
record() {
    local dir=$1 name=$2 status=0
    (cd "$dir" && timeout "${TIMEOUT:-120}" "./$name" >"$dir/$name.out" 2>"$dir/$name.err") || status=$?
    [ ! -s "$dir/$name.out" ] || [ -z "$(tail -c 1 "$dir/$name.out")" ] || echo >>"$dir/$name.out"
    echo "exit $status" >>"$dir/$name.out"
    [ $status -ne 124 ] || { echo "$name: timed out" >&2; return 1; }
}

# `source_hash DIR NAME`: the SHA-256 of what program NAME of the corpus in DIR is built from:
# NAME.cu (or, for a hand-written module, NAME.ptx), NAME_b.cu where there is one, and every
# shared header (*.cuh) of DIR, in that order. rocuda-test-support's `provenance` computes the
# same, to tell a golden file recorded from other sources.
source_hash() {
    local dir=$1 name=$2 files
    files=("$dir/$name.cu")
    [ -e "$dir/$name.cu" ] || files=("$dir/$name.ptx")
    [ -e "$dir/${name}_b.cu" ] && files+=("$dir/${name}_b.cu")
    files+=("$dir"/*.cuh)
    cat "${files[@]}" | sha256sum | cut -d' ' -f1
}

# `library_version SONAME`: the version the file behind SONAME beside nvcc has
# (libcublas.so.13 -> libcublas.so.13.1.0.3 gives 13.1.0.3), or the soname's own.
library_version() {
    local dir path
    for dir in "$bin/../lib64" "$bin/../lib" "$bin/../targets/x86_64-linux/lib"; do
        if [ -e "$dir/$1" ]; then
            path=$(readlink -f "$dir/$1")
            echo "${path##*/${1%%.so.*}.so.}"
            return
        fi
    done
    echo unknown
}

# `provenance OUTDIR CORPUS SONAME...`: writes OUTDIR/PROVENANCE: the GPU, its driver,
# nvcc's and each library's version, then one `source NAME SHA256` line per golden file of
# OUTDIR. The tests fail on a golden file whose program's sources no longer hash the same.
provenance() {
    local out=$1 corpus=$2 soname golden name
    shift 2
    {
        echo "# Where the golden files beside this one were recorded, and from which sources."
        echo "gpu $(nvidia-smi --query-gpu=name --format=csv,noheader | head -n 1)"
        echo "driver $(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n 1)"
        echo "nvcc $("$nvcc" --version | sed -n 's/.*release [0-9.]*, V\([0-9.]*\).*/\1/p')"
        for soname in "$@"; do
            echo "library $soname $(library_version "$soname")"
        done
        for golden in "$out"/*.txt; do
            name=$(basename "$golden" .txt)
            echo "source $name $(source_hash "$corpus" "$name")"
        done
    } >"$out/PROVENANCE"
}

# `build_for_recording`: builds the corpus of the calling record.sh with its build.sh into a
# scratch folder `build` (removed on exit) and puts the toolkit's runtime libraries on
# LD_LIBRARY_PATH, for running what was built.
build_for_recording() {
    build=$(mktemp -d)
    trap 'rm -rf "$build"' EXIT
    "$here/build.sh" "$build"
    find_nvcc
    use_toolkit_libraries
}

# `build_library_corpus LIBRARY SONAME`: what a library corpus's build.sh does (`cublas`,
# `libcublas.so.13`): every NAME.cu beside it into OUT/NAME, compute_80 PTX only, against
# NVIDIA's shared libcudart and the library; any compiler diagnostic fails the build, and
# each binary is checked to need libcudart.so.13 and SONAME (readelf).
build_library_corpus() {
    local library=$1 soname=$2 source name binary status=0 count=0
    find_nvcc
    link_dirs "$out" libcudart "lib$library:${soname##*.so.}"
    for source in "$here"/*.cu; do
        name=$(basename "$source" .cu)
        binary=$out/$name
        if ! compile "$name" "$binary" -O2 -gencode arch=compute_80,code=compute_80 -cudart shared \
            -I"$here" "${libs[@]}" "$source" "-l$library"; then
            status=1
            continue
        fi
        needs "$name" "$binary" libcudart.so.13 "$soname" || status=1
        count=$((count + 1))
    done
    [ $status -eq 0 ] || { echo "build failed" >&2; exit 1; }
    echo "built $count programs into $out"
}

# `record_library_corpus SONAME`: what a library corpus's record.sh does: builds it, runs
# every program, writes OUT/<name>.txt (its stdout, then a last line `exit <status>`) and
# OUT/PROVENANCE (`provenance`, with libcudart.so.13 and SONAME); fails if a program did.
record_library_corpus() {
    local soname=$1 binary name failed=0 recorded=0
    build_for_recording
    for binary in "$build"/*; do
        [ -f "$binary" ] && [ -x "$binary" ] || continue
        name=$(basename "$binary")
        # A timeout is reported by `record` and ends the output with `exit 124`, caught below.
        record "$build" "$name" || true
        if [ "$(tail -n 1 "$build/$name.out")" != "exit 0" ]; then
            echo "$name: $(tail -n 1 "$build/$name.out"); stdout and stderr:" >&2
            tail -n 20 "$build/$name.out" "$build/$name.err" >&2
            failed=1
        fi
        cp "$build/$name.out" "$out/$name.txt"
        recorded=$((recorded + 1))
    done
    provenance "$out" "$here" libcudart.so.13 "$soname"
    echo "recorded $recorded programs into $out (PROVENANCE says where and from what)"
    [ $failed -eq 0 ] || { echo "some programs failed: see above" >&2; exit 1; }
}
