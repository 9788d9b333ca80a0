package io.opencab.meters;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.BitSet;

/**
 * Reads an SQLite -wal file the way SQLite does at recovery: the header, then frames while their
 * salts match and their cumulative checksums hold, up to the last commit frame. Used before
 * SQLite opens a main file shorter than its header (a checkpoint cut short by a full disk): the
 * store is only whole if every page past the file's end is in a committed frame.
 */
final class WalFile {
    private WalFile() {
    }

    /** True when {@code wal} holds committed, intact frames for every page from {@code firstMissing} to {@code lastPage}. */
    static boolean covers(Path wal, int pageSize, long firstMissing, long lastPage) {
        byte[] w;
        try {
            w = Files.readAllBytes(wal);
        } catch (NoSuchFileException e) {
            return false;
        } catch (IOException e) {
            return false;
        }
        if (w.length < 32) {
            return false;
        }
        ByteBuffer h = ByteBuffer.wrap(w);
        int magic = h.getInt(0);
        if (magic != 0x377f0682 && magic != 0x377f0683) {
            return false;
        }
        boolean bigEndian = (magic & 1) == 1;
        if (h.getInt(8) != pageSize) {
            return false;
        }
        int salt1 = h.getInt(16);
        int salt2 = h.getInt(20);
        int[] sum = checksum(w, 0, 24, new int[2], bigEndian);
        if (sum[0] != h.getInt(24) || sum[1] != h.getInt(28)) {
            return false;
        }
        BitSet pending = new BitSet();
        BitSet committed = new BitSet();
        long committedSize = 0;
        for (int off = 32; off + 24 + pageSize <= w.length; off += 24 + pageSize) {
            int pgno = h.getInt(off);
            int commit = h.getInt(off + 4);
            if (h.getInt(off + 8) != salt1 || h.getInt(off + 12) != salt2 || pgno <= 0) {
                break;
            }
            sum = checksum(w, off, 8, sum, bigEndian);
            sum = checksum(w, off + 24, pageSize, sum, bigEndian);
            if (sum[0] != h.getInt(off + 16) || sum[1] != h.getInt(off + 20)) {
                break;
            }
            pending.set(pgno);
            if (commit != 0) {
                committed.or(pending);
                pending.clear();
                committedSize = Integer.toUnsignedLong(commit);
            }
        }
        if (committedSize < lastPage) {
            return false;
        }
        for (long p = firstMissing; p <= lastPage; p++) {
            if (!committed.get((int) p)) {
                return false;
            }
        }
        return true;
    }

    /** SQLite's WAL checksum over {@code len} bytes (a multiple of 8), continuing from {@code s}. */
    private static int[] checksum(byte[] b, int off, int len, int[] s, boolean bigEndian) {
        int s1 = s[0];
        int s2 = s[1];
        ByteBuffer buf = ByteBuffer.wrap(b, off, len).order(bigEndian ? java.nio.ByteOrder.BIG_ENDIAN
            : java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < len; i += 8) {
            s1 += buf.getInt(off + i) + s2;
            s2 += buf.getInt(off + i + 4) + s1;
        }
        return new int[] {s1, s2};
    }
}
