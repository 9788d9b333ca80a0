package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36 item 5: a seal writes the witness and advances the rollback anchor at the same time (a round
 * then waits for one sync after its decide's commit, not two), so a power cut can leave either one behind
 * the other; the open accepts both orders, and a seal where one of the two fails keeps the other.
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
    void theAnchorAdvancesOnItsOwnThreadWhileTheWitnessIsWritten() throws Exception {
        Thread caller = Thread.currentThread();
        Thread[] advancedOn = new Thread[1];
        boolean[] witnessWrittenMeanwhile = new boolean[1];
        AnchorTest.Counter waiting = new AnchorTest.Counter() {
            @Override
            public long increment() {
                advancedOn[0] = Thread.currentThread();
                // The witness's write does not wait for the anchor: it lands while the anchor is still advancing.
                long until = System.nanoTime() + 10_000_000_000L;
                while (witnessBefore[0] != null && !witnessWrittenMeanwhile[0] && System.nanoTime() < until) {
                    witnessWrittenMeanwhile[0] = !witnessSays().equals(witnessBefore[0]);
                    Thread.onSpinWait();
                }
                return super.increment();
            }
        };
        f.config = f.config.withAnchor(waiting);
        try (MeterStore s = f.createWithCredits(10)) {
            witnessBefore[0] = witnessSays();

            s.doorOpened("main");

            assertNotSame(caller, advancedOn[0], "advanced on the helper thread");
            assertTrue(witnessWrittenMeanwhile[0], "the witness was written while the anchor advanced");
            s.checkWitness();
        }
    }

    /** The witness file as it was before the seal under test. */
    private final String[] witnessBefore = new String[1];

    private String witnessSays() {
        try {
            return Files.readString(f.config.witnessPathFor(f.file), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aPowerCutAfterTheAnchorAdvancedButBeforeTheWitnessWasWrittenIsSealedAtOpen() throws Exception {
        MeterStore s = f.createWithCredits(10);
        Path witness = s.witnessPath();
        Path before = keep(witness);
        long anchorBefore = counter.value;
        JournalEntry e = s.decide(Fixture.round(s, 5, 0));
        s.abandon();
        // The anchor's sync landed, the witness's did not: the witness as before the seal.
        Files.copy(before, witness, StandardCopyOption.REPLACE_EXISTING);
        assertEquals(anchorBefore + 1, counter.value);

        try (MeterStore reopened = f.open()) {
            assertEquals(e.roundId(), reopened.recovery().roundInProgress().orElseThrow().roundId(), "nothing lost");
            assertTrue(recovered(reopened, "was ahead of its witness"), "the witness brought up to date, logged");
            reopened.checkWitness();
        }
        f.open().close();
    }

    @Test
    void aPowerCutAfterTheWitnessButBeforeTheAnchorAdvancedIsSealedAtOpen() throws Exception {
        MeterStore s = f.createWithCredits(10);
        JournalEntry e = s.decide(Fixture.round(s, 5, 0));
        counter.value--; // the witness's sync landed, the anchor's did not
        s.abandon();

        try (MeterStore reopened = f.open()) {
            assertEquals(e.roundId(), reopened.recovery().roundInProgress().orElseThrow().roundId(), "nothing lost");
            assertTrue(recovered(reopened, "one seal ahead of its rollback anchor"), "logged");
        }
        f.open().close();
    }

    @Test
    void aWitnessThatCannotBeWrittenKeepsTheAnchorsAdvanceAndTheNextStartAcceptsBoth() throws Exception {
        MeterStore s = f.createWithCredits(10);
        Path witness = s.witnessPath();
        Path before = keep(witness);
        Files.delete(witness);
        Files.createDirectory(witness); // cannot be written in place nor renamed over
        long anchorBefore = counter.value;

        MeterException fault = assertThrows(MeterException.class, () -> s.doorOpened("main"));

        assertEquals(Kind.WITNESS_UNAVAILABLE, fault.kind(), fault.getMessage());
        assertEquals(anchorBefore + 1, counter.value, "the anchor advanced beside the failed witness write");
        s.abandon();
        Files.delete(witness);
        Files.copy(before, witness);
        try (MeterStore reopened = f.open()) {
            assertTrue(recovered(reopened, "its seal had failed"), "not taken for a power cut");
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
