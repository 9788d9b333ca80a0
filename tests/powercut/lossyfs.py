#!/usr/bin/env python3
"""A FUSE file system that loses, at a simulated power cut, every write not yet flushed with fsync.

Mounted over a backing directory: data written to a file stays in this process's memory until the
file is fsynced (then it is written to the backing file and fsynced there). Writing anything to the
control file `.powercut` at the root is the power cut: every unsynced change to every file's data
is thrown away, as a machine losing power loses its page cache. Reads see the unsynced data until
then, as a running system would. Creating, removing and renaming files take effect at once (a
simplification: a real file system may lose those too when the directory was not fsynced).

Usage: lossyfs.py BACKING_DIR MOUNT_POINT   (foreground; unmount with fusermount -u or umount)
       lossyfs.py --self-test               (checks the loss model on a temporary mount)
"""
import errno
import os
import sys
import threading

import fusepy
from fusepy import FUSE, FuseOSError, Operations

CONTROL = "/.powercut"


class Dirty:
    """One file's unsynced state: its whole current content, and the byte range changed since the last fsync."""

    def __init__(self, data):
        self.data = bytearray(data)
        self.lo = None
        self.hi = 0
        self.resized = False

    def touch(self, lo, hi):
        self.lo = lo if self.lo is None else min(self.lo, lo)
        self.hi = max(self.hi, hi)


class LossyFS(Operations):
    def __init__(self, root):
        self.root = os.path.realpath(root)
        self.dirty = {}  # path -> Dirty
        self.mutex = threading.RLock()
        self.cuts = 0
        self.synced_bytes = 0
        self.lost_bytes = 0
        self.cuts_with_loss = 0

    def _full(self, path):
        return os.path.join(self.root, path.lstrip("/"))

    def _state(self, path):
        d = self.dirty.get(path)
        if d is None:
            with open(self._full(path), "rb") as f:
                d = Dirty(f.read())
            self.dirty[path] = d
        return d

    def _flush(self, path):
        d = self.dirty.get(path)
        if d is None:
            return
        fd = os.open(self._full(path), os.O_WRONLY)
        try:
            if d.lo is not None:
                os.pwrite(fd, bytes(d.data[d.lo:d.hi]), d.lo)
                self.synced_bytes += d.hi - d.lo
            os.ftruncate(fd, len(d.data))
            os.fsync(fd)
        finally:
            os.close(fd)
        del self.dirty[path]

    def power_cut(self):
        with self.mutex:
            lost = sum((d.hi - d.lo) for d in self.dirty.values() if d.lo is not None)
            files = sum(1 for d in self.dirty.values() if d.lo is not None or d.resized)
            self.lost_bytes += lost
            self.cuts += 1
            if files:
                self.cuts_with_loss += 1
            print("lossyfs: cut %d dropped %d unsynced bytes in %d files (%d of %d cuts lost data, %d bytes in all)"
                  % (self.cuts, lost, files, self.cuts_with_loss, self.cuts, self.lost_bytes), file=sys.stderr, flush=True)
            self.dirty.clear()

    # -- metadata
    def getattr(self, path, fh=None):
        with self.mutex:
            if path == CONTROL:
                return dict(st_mode=0o100600, st_nlink=1, st_size=0, st_uid=os.getuid(), st_gid=os.getgid())
            st = os.lstat(self._full(path))
            attrs = dict((k, getattr(st, k)) for k in ("st_atime", "st_ctime", "st_gid", "st_mode", "st_mtime",
                                                        "st_nlink", "st_size", "st_uid"))
            d = self.dirty.get(path)
            if d is not None:
                attrs["st_size"] = len(d.data)
            return attrs

    def readdir(self, path, fh):
        return [".", ".."] + os.listdir(self._full(path))

    def access(self, path, mode):
        if path != CONTROL and not os.access(self._full(path), mode):
            raise FuseOSError(errno.EACCES)

    def chmod(self, path, mode):
        return os.chmod(self._full(path), mode)

    def chown(self, path, uid, gid):
        return os.chown(self._full(path), uid, gid)

    def mkdir(self, path, mode):
        return os.mkdir(self._full(path), mode)

    def rmdir(self, path):
        return os.rmdir(self._full(path))

    def unlink(self, path):
        with self.mutex:
            self.dirty.pop(path, None)
            return os.unlink(self._full(path))

    def rename(self, old, new):
        with self.mutex:
            os.rename(self._full(old), self._full(new))
            self.dirty.pop(new, None)
            if old in self.dirty:
                self.dirty[new] = self.dirty.pop(old)

    def utimens(self, path, times=None):
        return os.utime(self._full(path), times)

    def statfs(self, path):
        st = os.statvfs(self._full(path))
        return dict((k, getattr(st, k)) for k in ("f_bavail", "f_bfree", "f_blocks", "f_bsize", "f_favail",
                                                   "f_ffree", "f_files", "f_flag", "f_frsize", "f_namemax"))

    # -- data
    def create(self, path, mode, fi=None):
        with self.mutex:
            fd = os.open(self._full(path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
            os.close(fd)
            self.dirty.pop(path, None)
            return 0

    def open(self, path, flags):
        with self.mutex:
            if path == CONTROL:
                return 0
            if flags & os.O_TRUNC:
                self.truncate(path, 0)
            return 0

    def read(self, path, size, offset, fh):
        with self.mutex:
            if path == CONTROL:
                return b""
            d = self.dirty.get(path)
            if d is not None:
                return bytes(d.data[offset:offset + size])
            with open(self._full(path), "rb") as f:
                f.seek(offset)
                return f.read(size)

    def write(self, path, data, offset, fh):
        with self.mutex:
            if path == CONTROL:
                self.power_cut()
                return len(data)
            d = self._state(path)
            end = offset + len(data)
            if end > len(d.data):
                d.data.extend(b"\0" * (end - len(d.data)))
            d.data[offset:end] = data
            d.touch(offset, end)
            return len(data)

    def truncate(self, path, length, fh=None):
        with self.mutex:
            if path == CONTROL:
                return 0
            d = self._state(path)
            if length < len(d.data):
                del d.data[length:]
                d.hi = min(d.hi, length)
                if d.lo is not None and d.lo >= length:
                    d.lo, d.hi = None, 0
            else:
                old = len(d.data)
                d.data.extend(b"\0" * (length - old))
                d.touch(old, length)
            d.resized = True

    def fsync(self, path, datasync, fh):
        with self.mutex:
            if path != CONTROL:
                self._flush(path)
            return 0

    def flush(self, path, fh):
        return 0  # close() is not a sync

    def release(self, path, fh):
        return 0


def self_test():
    import subprocess
    import tempfile
    import time
    backing = tempfile.mkdtemp()
    mnt = tempfile.mkdtemp()
    p = subprocess.Popen([sys.executable, __file__, backing, mnt])
    try:
        for _ in range(100):
            if os.path.ismount(mnt):
                break
            time.sleep(0.05)
        assert os.path.ismount(mnt), "the file system did not mount"
        a, b = os.path.join(mnt, "synced"), os.path.join(mnt, "unsynced")
        with open(a, "wb") as f:
            f.write(b"kept")
            f.flush()
            os.fsync(f.fileno())
            f.write(b" lost")
        with open(b, "wb") as f:
            f.write(b"gone")
        assert open(b, "rb").read() == b"gone", "unsynced data must be readable before the cut"
        with open(os.path.join(mnt, ".powercut"), "w") as f:
            f.write("cut")
        assert open(a, "rb").read() == b"kept", open(a, "rb").read()
        assert open(b, "rb").read() == b"", open(b, "rb").read()
        print("lossyfs self-test: passed (synced data kept, unsynced data lost at the cut)")
    finally:
        subprocess.call(["umount", mnt])
        p.wait(10)


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--self-test":
        self_test()
    elif len(sys.argv) == 3:
        FUSE(LossyFS(sys.argv[1]), sys.argv[2], foreground=True, nothreads=True, default_permissions=False)
    else:
        sys.exit(__doc__)
