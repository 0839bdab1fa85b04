"""Writes malformed `ai-runner --inputs` files into the folder given (test/tools/ai-runner-inputs.mlir)."""

import io
import struct
import sys
import zipfile
from pathlib import Path

import numpy as np


def npy(shape: tuple[int, ...], data: bytes, descr: str = "<f4") -> bytes:
    """An .npy member whose header declares `shape` and `descr`, followed by `data` as it is."""
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(header, {"descr": descr, "fortran_order": False, "shape": shape})
    return header.getvalue() + data


def npz(path: Path, member: str, payload: bytes | str) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(member, payload)


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    good = np.array([1.0, 2.0, 3.0], np.float32)
    np.save(folder / "one.npy", good)
    (folder / "empty.npz").write_bytes(b"")
    np.savez(folder / "good.npz", arg0=good)
    whole = (folder / "good.npz").read_bytes()
    (folder / "truncated.npz").write_bytes(whole[: len(whole) // 2])
    corrupted = bytearray(whole)
    corrupted[whole.index(good.tobytes())] ^= 0xFF  # a changed byte of the array data: the CRC no longer matches
    (folder / "corrupted.npz").write_bytes(bytes(corrupted))
    np.savez(folder / "i32.npz", arg0=np.array([1, 2, 3], np.int32))
    np.savez(folder / "extra.npz", arg0=good, arg1=good)
    np.savez(folder / "positional.npz", good)  # numpy names it arr_0
    np.savez(folder / "positional-extra.npz", good, good)
    np.savez(folder / "objects.npz", arg0=np.array([1.0, "a", None], object))
    npz(folder / "text.npz", "arg0", "not an array")
    npz(folder / "huge.npz", "arg0.npy", npy((10**11,), good.tobytes()))
    npz(folder / "short.npz", "arg0.npy", npy((3,), good.tobytes()[:8]))
    npz(folder / "negative.npz", "arg0.npy", npy((-1, -3), good.tobytes()))
    # A header cut inside its dict (its length field says 32 bytes): numpy's tokenize fails on it.
    npz(folder / "cut-header.npz", "arg0.npy", b"\x93NUMPY\x01\x00\x20\x00{'descr': '<f4', 'fortran_order': False, ")
    # A zip whose member claims 4 GB that are not there: the sizes in both zip headers lie.
    payload = npy((10**9,), good.tobytes())
    npz(folder / "lying.npz", "arg0.npy", payload)
    lying = bytearray((folder / "lying.npz").read_bytes())
    claimed = len(payload) - 12 + 4 * 10**9
    for signature, offset in ((b"PK\x03\x04", 18), (b"PK\x01\x02", 20)):
        at = lying.index(signature) + offset
        struct.pack_into("<II", lying, at, claimed, claimed)
    (folder / "lying.npz").write_bytes(bytes(lying))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
