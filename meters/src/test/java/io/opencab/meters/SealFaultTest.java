package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36 item 4: a witness write that fails for space is the store's own full disk: the reserve is
 * released, STORE_FAULT is recorded in the store, and the next start does not take it for a power cut.
 * The kernel's own ENOSPC comes from /dev/full (every write to it fails for space).
 */
class SealFaultTest {
    @TempDir
    Path dir;

    @Test
    void aFullDiskAtTheWitnessWriteReleasesTheReserveAndRecordsStoreFault() throws Exception {
        Fixture f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        Path witness = s.witnessPath();
        Path before = dir.resolve("before.witness");
        Files.copy(witness, before);
        Files.delete(witness);
        Files.createSymbolicLink(witness, Path.of("/dev/full"));
        assertTrue(Files.exists(Reserve.of(f.file)));

        MeterException e = assertThrows(MeterException.class, () -> s.doorOpened("main"));

        assertEquals(Kind.DISK_FULL, e.kind(), e.getMessage());
        assertFalse(Files.exists(Reserve.of(f.file)), "the reserve is released");
        assertTrue(e.getMessage().contains("recorded as STORE_FAULT"), e.getMessage());
        assertTrue(e.getMessage().contains("Remedy: free space"), e.getMessage());
        assertTrue(s.activeTilts().stream().anyMatch(t -> t.code().equals("STORE_FAULT")), "recorded in the store");
        s.abandon();

        // The witness's disk has room again (its file as it was before the failed write).
        Files.delete(witness);
        Files.copy(before, witness, StandardCopyOption.REPLACE_EXISTING);
        try (MeterStore reopened = f.open()) {
            assertTrue(reopened.activeTilts().stream().anyMatch(t -> t.code().equals("STORE_FAULT")),
                "STORE_FAULT stays until a technician clears it");
            assertTrue(reopened.events(10).stream().anyMatch(ev -> ev.type() == EventType.WITNESS_RECOVERED
                && ev.detail().contains("its seal had failed")), "not taken for a power cut");
            assertFalse(reopened.sasQueue().pending().stream().anyMatch(x -> x.code() == 0x31), "no SAS 31");
            assertEquals(1, reopened.meters().doorOpenings(Scope.LIFETIME, "main"), "the change is kept");
        }
    }

    @Test
    void aWitnessWriteThatKeepsFailingRefusesEveryChangeAndTheStoreStaysReadable() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            Path witness = s.witnessPath();
            Files.delete(witness);
            Files.createDirectory(witness); // neither written in place nor renamed over: a witness that cannot be written

            assertEquals(Kind.WITNESS_UNAVAILABLE, assertThrows(MeterException.class, () -> s.doorOpened("main")).kind());
            MeterException again = assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 5, 0)));

            assertEquals(Kind.WITNESS_UNAVAILABLE, again.kind(), again.getMessage());
            assertTrue(again.getMessage().contains("Remedy: mount the witness"), again.getMessage());
            assertEquals(1000, s.credits(), "no round played; reads still work");
        }
    }
}
