package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36 item 5: the seal's order with a rollback anchor (docs/meters.md "The power-cut window"): the
 * store's commit, then the witness, then the anchor. A seal that fails at either step keeps what came
 * before it, records STORE_FAULT, and the next start brings witness and anchor up to date.
 */
class SealOrderTest {
    @TempDir
    Path dir;

    private final AnchorTest.Counter counter = new AnchorTest.Counter();
    private Fixture f;

    @BeforeEach
    void storeWithAnAnchor() throws IOException {
        f = new Fixture(Files.createDirectories(dir.resolve("data")));
        f.config = f.config.withAnchor(counter);
    }

    /** A copy of the witness as it is now (as a cut before its next sync leaves it). */
    private Path keep(Path witness) throws IOException {
        return Files.copy(witness, dir.resolve("before.witness"));
    }

    private static boolean recovered(MeterStore s, String text) {
        return s.events(10).stream().anyMatch(ev -> ev.type() == EventType.WITNESS_RECOVERED && ev.detail().contains(text));
    }

    @Test
    void aWitnessThatCannotBeWrittenLeavesTheAnchorWhereItWasAndTheNextStartSealsBoth() throws Exception {
        MeterStore s = f.createWithCredits(10);
        Path witness = s.witnessPath();
        Path before = keep(witness);
        Files.delete(witness);
        Files.createDirectory(witness); // cannot be written in place nor renamed over
        long anchorBefore = counter.value;

        MeterException fault = assertThrows(MeterException.class, () -> s.doorOpened("main"));

        assertEquals(Kind.WITNESS_UNAVAILABLE, fault.kind(), fault.getMessage());
        assertEquals(anchorBefore, counter.value, "the anchor does not advance past a witness that was not written");
        s.abandon();
        Files.delete(witness);
        Files.copy(before, witness);
        try (MeterStore reopened = f.open()) {
            assertTrue(recovered(reopened, "its seal had failed"), "not taken for a power cut");
            assertTrue(recovered(reopened, "one seal ahead of its rollback anchor"), "the anchor caught up");
            assertEquals(1, reopened.meters().doorOpenings(Scope.LIFETIME, "main"), "the change is kept");
            long atStart = counter.value;
            reopened.doorOpened("main");
            assertEquals(atStart + 1, counter.value, "and seals on from there, one step a seal");
        }
    }

    @Test
    void anAnchorThatFailsKeepsTheWitnessWriteAndTheNextStartAdvancesIt() throws Exception {
        boolean[] failing = {false};
        f.config = f.config.withAnchor(new AnchorTest.Counter() {
            @Override
            public long read() {
                return counter.read();
            }

            @Override
            public long increment() {
                if (failing[0]) {
                    throw new IllegalStateException("/dev/tpmrm0: device fault");
                }
                return counter.increment();
            }
        });
        MeterStore s = f.createWithCredits(10);
        failing[0] = true;
        long anchorBefore = counter.value;

        MeterException fault = assertThrows(MeterException.class, () -> s.doorOpened("main"));

        assertEquals(Kind.WITNESS_UNAVAILABLE, fault.kind(), fault.getMessage());
        assertFalse(fault.kind().ramError());
        assertTrue(fault.getMessage().contains("device fault"), fault.getMessage());
        assertEquals(anchorBefore, counter.value);
        s.abandon();
        failing[0] = false;
        try (MeterStore reopened = f.open()) {
            assertTrue(recovered(reopened, "one seal ahead of its rollback anchor"), "logged");
            assertTrue(counter.value > anchorBefore, "advanced at the start");
            reopened.checkWitness();
            assertEquals(1, reopened.meters().doorOpenings(Scope.LIFETIME, "main"), "the change is kept");
        }
    }
}
