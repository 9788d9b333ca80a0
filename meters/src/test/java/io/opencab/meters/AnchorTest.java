package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rollback anchor (issue 36 item 3, issue 34 item 5): a data directory put back whole from an older
 * copy (store, witness and key together, which agree with each other) is older than the anchor and found
 * at open; the wrong-PIN counter cannot be reset that way.
 */
class AnchorTest {
    @TempDir
    Path dir;

    /** A counter outside the data directory (here: in memory, kept across opens as a device is). */
    static class Counter implements RollbackAnchor {
        long value;
        int increments;

        @Override
        public String describe() {
            return "test counter";
        }

        @Override
        public long read() {
            return value;
        }

        @Override
        public long increment() {
            increments++;
            return ++value;
        }
    }

    private final Counter counter = new Counter();

    private Fixture fixture() throws IOException {
        Fixture f = new Fixture(Files.createDirectories(dir.resolve("data")));
        f.config = f.config.withAnchor(counter);
        return f;
    }

    private void copyDir(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.list(from)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Files.copy(p, to.resolve(p.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    @Test
    void aDataDirectoryPutBackFromAnOlderCopyIsFound() throws Exception {
        Fixture f = fixture();
        f.createWithCredits(100).close();
        Path copy = Files.createDirectories(dir.resolve("copy"));
        copyDir(f.dir, copy); // store, witness, key: the stopped cabinet's whole data directory
        try (MeterStore s = f.open()) {
            HandpayRecord h = s.cashoutHandpay();
            s.handpayPaid(h.handpayId(), "att-1");
        }
        copyDir(copy, f.dir);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.ANCHOR, e.kind(), e.getMessage());
        assertTrue(e.kind().ramError());
        assertTrue(e.getMessage().contains("older than the anchor"), e.getMessage());
        assertTrue(e.getMessage().contains("Remedy:"), e.getMessage());
    }

    @Test
    void wrongPinsCannotBeForgottenByPuttingTheDataDirectoryBack() throws Exception {
        Fixture f = fixture();
        f.create().close();
        Path copy = Files.createDirectories(dir.resolve("copy"));
        copyDir(f.dir, copy);
        try (MeterStore s = f.open()) {
            for (int i = 0; i < 9; i++) {
                s.pinAttempt(false, "wrong attendant PIN");
            }
            assertEquals(9, s.pinFailures().value());
        }
        copyDir(copy, f.dir); // the copy from before the wrong PINs: its count is 0

        assertEquals(Kind.ANCHOR, assertThrows(MeterException.class, f::open).kind());
    }

    @Test
    void everyPinAttemptIsSealedAtOnce() throws Exception {
        Fixture f = fixture();
        try (MeterStore s = f.create()) {
            long before = counter.value;
            s.pinAttempt(false, "wrong attendant PIN");
            assertEquals(before + 1, counter.value);
        }
    }

    @Test
    void aRoundAdvancesTheAnchorOnceAndItsLastTwoChangesWaitForTheNextSeal() throws Exception {
        Fixture f = fixture();
        try (MeterStore s = f.createWithCredits(10)) {
            long before = counter.value;
            Fixture.play(s, 5, 0);
            assertEquals(before + 1, counter.value, "decide seals; presented and paid wait");
            s.checkWitness();
            Fixture.play(s, 5, 0);
            assertEquals(before + 2, counter.value);
        }
    }

    @Test
    void aPowerCutBeforeTheAnchorAdvancedIsSealedAgainAtOpen() throws Exception {
        Fixture f = fixture();
        MeterStore s = f.createWithCredits(10);
        s.decide(Fixture.round(s, 5, 0));
        counter.value--; // the store committed and sealed its witness; the anchor did not advance
        s.abandon();

        try (MeterStore reopened = f.open()) {
            assertTrue(reopened.events(10).stream().anyMatch(ev -> ev.type() == EventType.WITNESS_RECOVERED
                && ev.detail().contains("one seal ahead of its rollback anchor")), "logged");
        }
        f.open().close();
    }

    @Test
    void anAnchorBehindTheStoreIsFound() throws Exception {
        Fixture f = fixture();
        f.createWithCredits(10).close();
        counter.value = 0; // reset, or another cabinet's

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.ANCHOR, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("the anchor is behind the store"), e.getMessage());
    }

    @Test
    void aStoreSealedToAnAnchorIsNotOpenedWithoutOne() throws Exception {
        Fixture f = fixture();
        f.createWithCredits(10).close();
        f.config = f.config.withAnchor(null);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.ANCHOR, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains("none is configured"), e.getMessage());
    }

    @Test
    void aStoreNeverSealedIsNotTakenByAnAnchorThatAlreadyCounts() throws Exception {
        Fixture f = fixture();
        f.config = f.config.withAnchor(null);
        f.createWithCredits(10).close(); // a copy from before the anchor was fitted
        counter.value = 40;
        f.config = f.config.withAnchor(counter);

        assertEquals(Kind.ANCHOR, assertThrows(MeterException.class, f::open).kind());
    }

    @Test
    void aTechniciansResealAcceptsTheStoreAndSealsItToTheAnchorAgain() throws Exception {
        Fixture f = fixture();
        f.createWithCredits(10).close();
        counter.value = 500;

        MeterStore.resealWitness(f.file, f.config, f.clock, "tech-7", "anchor replaced").close();

        f.open().close();
    }

    @Test
    void anAnchorThatCannotBeReadIsNotARamError() throws Exception {
        Fixture f = fixture();
        f.createWithCredits(10).close();
        f.config = f.config.withAnchor(new Counter() {
            @Override
            public long read() {
                throw new IllegalStateException("/dev/tpmrm0: no such device");
            }
        });

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.WITNESS_UNAVAILABLE, e.kind(), e.getMessage());
        assertTrue(!e.kind().ramError());
        assertTrue(e.getMessage().contains("no such device") && e.getMessage().contains("Remedy:"), e.getMessage());
    }
}
