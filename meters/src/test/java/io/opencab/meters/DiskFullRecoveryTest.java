package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The state a checkpoint leaves when the disk fills in the middle of it (issue #25): the main
 * file's header already counts the new pages, the file is shorter, the pages are still in the
 * -wal. That is not a truncated store: it opens with every round once space is there.
 */
class DiskFullRecoveryTest {
    @TempDir
    Path dir;

    @Test
    void aCheckpointCutShortByAFullDiskRecoversWithEveryRound() throws Exception {
        Fixture f = new Fixture(dir);
        MeterStore s = f.createWithCredits(100);
        for (int i = 0; i < 30; i++) {
            JournalEntry e = s.decide(new RoundDecision("g", 1, 1, s.credits(), "{\"pad\":\"" + "x".repeat(3000) + "\"}", "", 0, Fixture.VERSIONS));
            s.presented(e.roundId());
            s.paid(e.roundId());
        }
        MeterSnapshot meters = s.meters();
        Path db = dir.resolve("killed.db");
        Path wal = dir.resolve("killed.db-wal");
        Files.copy(f.file, db);
        Files.copy(Path.of(f.file + "-wal"), wal);
        s.abandon();
        Files.copy(db, f.file, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(wal, Path.of(f.file + "-wal"), StandardCopyOption.REPLACE_EXISTING);
        // The failed checkpoint: page 1 (with the new page count) written, the pages after the file's end not.
        int pages = writeNewestPageOneFromWal(f.file);
        long size = Files.size(f.file);
        assertTrue(size < pages * 4096L, size + " bytes, header " + pages + " pages: the harness's state");

        try (MeterStore reopened = f.open()) {
            assertEquals(30, reopened.recall(100).size());
            assertEquals(meters.credits(), reopened.credits());
            reopened.verify();
        }
        assertTrue(Files.size(f.file) >= pages * 4096L, "checkpointed at open");
    }

    @Test
    void aShortFileWithoutItsWalIsStillTruncated() throws Exception {
        Fixture f = new Fixture(dir);
        MeterStore s = f.createWithCredits(100);
        for (int i = 0; i < 30; i++) {
            Fixture.play(s, 1, 0);
            s.logEvent(EventType.CABINET, "x".repeat(3000));
        }
        Path db = dir.resolve("killed.db");
        Path wal = dir.resolve("killed.db-wal");
        Files.copy(f.file, db);
        Files.copy(Path.of(f.file + "-wal"), wal);
        s.abandon();
        Files.copy(db, f.file, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(wal, Path.of(f.file + "-wal"), StandardCopyOption.REPLACE_EXISTING);
        writeNewestPageOneFromWal(f.file);
        Files.delete(Path.of(f.file + "-wal"));

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.INTEGRITY, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void aWriteRefusedForLackOfSpaceReleasesTheReserveAndTheNextOpenMakesItAgain() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(100).close();
        Path reserve = Path.of(f.file + ".reserve");
        assertEquals(Reserve.SIZE, Files.size(reserve));
        long pages = Files.size(f.file) / 4096;
        f.config = f.config.withMaxPageCount(pages + 8);
        MeterException full = null;
        MeterStore s = f.open();
        for (int i = 0; i < 100 && full == null; i++) {
            try {
                s.logEvent(EventType.CABINET, "y".repeat(6000));
            } catch (MeterException e) {
                full = e;
            }
        }
        s.abandon();

        assertEquals(Kind.DISK_FULL, full.kind(), String.valueOf(full));
        assertTrue(full.getMessage().contains("reserve"), full.getMessage());
        f.config = f.config.withMaxPageCount(0);
        f.open().close();
        assertEquals(Reserve.SIZE, Files.size(reserve));
    }

    /** Copies the newest committed page 1 from the -wal into the main file; returns its page count. */
    static int writeNewestPageOneFromWal(Path file) throws Exception {
        byte[] w = Files.readAllBytes(Path.of(file + "-wal"));
        int pageSize = ByteBuffer.wrap(w, 8, 4).getInt();
        byte[] page = null;
        byte[] candidate = null;
        for (int off = 32; off + 24 + pageSize <= w.length; off += 24 + pageSize) {
            ByteBuffer h = ByteBuffer.wrap(w, off, 24);
            int pgno = h.getInt();
            int commit = h.getInt();
            if (pgno == 1) {
                candidate = java.util.Arrays.copyOfRange(w, off + 24, off + 24 + pageSize);
            }
            if (commit != 0 && candidate != null) {
                page = candidate;
            }
        }
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.seek(0);
            raf.write(page);
        }
        return ByteBuffer.wrap(page, 28, 4).getInt();
    }
}
