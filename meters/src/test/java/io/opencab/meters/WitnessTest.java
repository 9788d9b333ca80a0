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
 * The witness (docs/meters.md "Witness"): every way critical memory can go back in time or be
 * swapped, which the store's own checks cannot see, locks the cabinet up at open or before the
 * next round, naming what disagrees; the one power cut between the two writes recovers.
 */
class WitnessTest {
    @TempDir
    Path dir;

    private Fixture f;

    private Path wal() {
        return Path.of(f.file + "-wal");
    }

    private Path witness() {
        return f.config.witnessPathFor(f.file);
    }

    /** The files as a kill would leave them: copied while the store is open (the WAL not checkpointed). */
    private Path[] killSnapshot(String name) throws Exception {
        Path db = dir.resolve(name + ".db");
        Path wal = dir.resolve(name + ".db-wal");
        Files.copy(f.file, db, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(wal(), wal, StandardCopyOption.REPLACE_EXISTING);
        return new Path[] {db, wal};
    }

    private MeterException openFails() {
        return assertThrows(MeterException.class, f::open);
    }

    private static void assertWitnessError(MeterException e, String because) {
        assertEquals(Kind.WITNESS, e.kind(), e.getMessage());
        assertTrue(e.kind().ramError());
        assertTrue(e.getMessage().contains(because), e.getMessage());
        assertTrue(e.getMessage().contains("witness "), e.getMessage());
    }

    @Test
    void aByteFlipInTheWalAfterAKillLocksUpAsARollback() throws Exception {
        f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        Fixture.play(s, 5, 0);
        s.doorOpened("main"); // a sealed change last: the flip below takes it away
        Path[] killed = killSnapshot("killed");
        s.abandon();
        Files.copy(killed[0], f.file, StandardCopyOption.REPLACE_EXISTING);
        byte[] w = Files.readAllBytes(killed[1]);
        w[w.length - 100] ^= 0x55; // inside the last frame: SQLite drops it, and the last commit with it
        Files.write(wal(), w);

        MeterException e = openFails();

        assertWitnessError(e, "the store was rolled back");
    }

    @Test
    void aWalDeletedAfterAKillLocksUpAsARollback() throws Exception {
        f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        Fixture.play(s, 5, 0);
        Path[] killed = killSnapshot("killed");
        s.abandon();
        Files.copy(killed[0], f.file, StandardCopyOption.REPLACE_EXISTING);
        Files.deleteIfExists(wal());

        MeterException e = openFails();

        assertWitnessError(e, "the store was rolled back");
    }

    @Test
    void anOlderCopyOfTheStorePutBackLocksUp() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Path old = dir.resolve("old.db");
        Files.copy(f.file, old);
        try (MeterStore s = f.open()) {
            Fixture.play(s, 5, 0);
        }
        Files.copy(old, f.file, StandardCopyOption.REPLACE_EXISTING);

        MeterException e = openFails();

        assertWitnessError(e, "the store was rolled back");
    }

    @Test
    void anotherCabinetsStoreLocksUp() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Fixture other = new Fixture(Files.createDirectory(dir.resolve("other")));
        other.createWithCredits(20).close();
        Files.copy(other.file, f.file, StandardCopyOption.REPLACE_EXISTING);
        // With its MAC key (kept beside it): without it the key check stops the open first.
        Files.copy(Meta.keyFile(other.file), Meta.keyFile(f.file), StandardCopyOption.REPLACE_EXISTING);

        MeterException e = openFails();

        assertWitnessError(e, "another store");
    }

    @Test
    void aLostWitnessLocksUp() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Files.delete(witness());

        MeterException e = openFails();

        assertWitnessError(e, "is missing");
    }

    @Test
    void anOlderWitnessLocksUp() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Path old = dir.resolve("old.witness");
        Files.copy(witness(), old);
        try (MeterStore s = f.open()) {
            Fixture.play(s, 5, 0);
            Fixture.play(s, 5, 0); // further ahead than the store keeps links (Chain.RECENT)
        }
        Files.copy(old, witness(), StandardCopyOption.REPLACE_EXISTING);

        MeterException e = openFails();

        assertWitnessError(e, "changes older than the store");
    }

    @Test
    void aDamagedWitnessLocksUp() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        String text = Files.readString(witness());
        Files.writeString(witness(), text.replaceFirst("sequence=(\\d)", "sequence=9$1"));

        MeterException e = openFails();

        assertWitnessError(e, "is damaged");
    }

    @Test
    void aDivergedHistoryWithTheSameSequenceIsABrokenChain() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Path baseStore = dir.resolve("base.db");
        Path baseWitness = dir.resolve("base.witness");
        Files.copy(f.file, baseStore);
        Files.copy(witness(), baseWitness);
        try (MeterStore s = f.open()) {
            s.doorOpened("main");
        }
        Path mainWitness = dir.resolve("main.witness");
        Files.copy(witness(), mainWitness);
        Files.copy(baseStore, f.file, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(baseWitness, witness(), StandardCopyOption.REPLACE_EXISTING);
        try (MeterStore s = f.open()) {
            s.doorOpened("cashbox");
        }
        Files.copy(mainWitness, witness(), StandardCopyOption.REPLACE_EXISTING);

        MeterException e = openFails();

        assertWitnessError(e, "the chain is broken");
    }

    @Test
    void aPowerCutBetweenTheStoreAndTheWitnessRecoversAtOpen() throws Exception {
        f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        Path before = dir.resolve("before.witness");
        Files.copy(witness(), before);
        JournalEntry e = s.decide(Fixture.round(s, 5, 0)); // committed; the witness write "did not happen"
        s.abandon();
        Files.copy(before, witness(), StandardCopyOption.REPLACE_EXISTING);

        try (MeterStore reopened = f.open()) {
            assertEquals(e.roundId(), reopened.recovery().roundInProgress().orElseThrow().roundId());
            assertEquals(995, reopened.credits());
            assertTrue(reopened.events(5).stream().anyMatch(ev -> ev.type() == EventType.WITNESS_RECOVERED),
                "the recovery is logged");
        }
        f.open().close();
    }

    @Test
    void aRecoveredWitnessQueuesSasException31() throws Exception {
        f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        Path before = dir.resolve("before.witness");
        Files.copy(witness(), before);
        s.decide(Fixture.round(s, 5, 0));
        s.abandon();
        Files.copy(before, witness(), StandardCopyOption.REPLACE_EXISTING);

        try (MeterStore reopened = f.open()) {
            assertTrue(reopened.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x31),
                "31: CMOS RAM error, data recovered: " + reopened.sasQueue().pending());
        }
    }

    @Test
    void aResealedStoreQueuesSasException32() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Path old = dir.resolve("old.db");
        Files.copy(f.file, old);
        try (MeterStore s = f.open()) {
            Fixture.play(s, 5, 0);
        }
        Files.copy(old, f.file, StandardCopyOption.REPLACE_EXISTING);

        try (MeterStore s = MeterStore.resealWitness(f.file, f.config, f.clock, "tech-7", "old store accepted")) {
            assertTrue(s.sasQueue().pending().stream().anyMatch(e -> e.code() == 0x32),
                "32: CMOS RAM error, no data recovered: " + s.sasQueue().pending());
        }
    }

    @Test
    void aRoundsChangesNotSealedYetAreSealedAtTheNextOpen() throws Exception {
        f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        Path before = dir.resolve("before.witness");
        Files.copy(witness(), before);
        JournalEntry e = s.decide(Fixture.round(s, 5, 0));
        s.presented(e.roundId());
        s.paid(e.roundId()); // presented and paid wait for the next seal
        s.abandon();
        Files.copy(before, witness(), StandardCopyOption.REPLACE_EXISTING); // and the decide's seal is lost too

        try (MeterStore reopened = f.open()) {
            assertEquals(RoundState.PAID, reopened.round(e.roundId()).orElseThrow().state());
            assertTrue(reopened.events(5).stream().anyMatch(ev -> ev.type() == EventType.WITNESS_RECOVERED));
        }
    }

    @Test
    void theStoreFurtherAheadThanItKeepsLinksIsNotRecovered() throws Exception {
        f = new Fixture(dir);
        MeterStore s = f.createWithCredits(10);
        Path before = dir.resolve("before.witness");
        Files.copy(witness(), before);
        for (int i = 0; i < Chain.RECENT + 1; i++) {
            s.doorOpened("main");
        }
        s.abandon();
        Files.copy(before, witness(), StandardCopyOption.REPLACE_EXISTING);

        assertWitnessError(openFails(), "changes older than the store");
    }

    @Test
    void aWitnessChangedUnderARunningCabinetStopsTheNextRound() throws Exception {
        f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            Files.delete(witness());

            MeterException e = assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 5, 0)));

            assertWitnessError(e, "is missing");
            assertEquals(1000, s.credits(), "no round was played");
            assertEquals(Kind.WITNESS, assertThrows(MeterException.class, s::checkWitness).kind());
        }
    }

    @Test
    void theWitnessFollowsEveryCommit() throws Exception {
        f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(1)) {
            String before = Files.readString(witness());
            s.doorOpened("main");

            assertFalse(before.equals(Files.readString(witness())));
            s.checkWitness();
        }
    }

    @Test
    void aTechnicianSeesBothRecordsAndMayResealTheStoreAsItIs() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Path old = dir.resolve("old.db");
        Files.copy(f.file, old);
        try (MeterStore s = f.open()) {
            Fixture.play(s, 5, 0);
        }
        Files.copy(old, f.file, StandardCopyOption.REPLACE_EXISTING);

        String report = UnopenedStore.witnessReport(f.file, f.config);
        assertTrue(report.contains("sequence") && report.contains("the store was rolled back"), report);
        try (MeterStore s = MeterStore.resealWitness(f.file, f.config, f.clock, "tech-7", "old store accepted")) {
            assertEquals(1000, s.credits());
            assertTrue(s.events(5).stream().anyMatch(ev -> ev.type() == EventType.WITNESS_RESEALED
                && ev.detail().contains("tech-7") && ev.detail().contains("rolled back")), "the reseal is logged");
        }
        f.open().close();
    }

    @Test
    void aRamClearStartsAFreshWitnessAndKeepsTheOldOne() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Files.delete(witness());
        Files.writeString(witness(), "garbage");

        MeterStore.ramClear(f.file, f.config, f.clock, "tech", "witness lost").close();

        f.open().close();
        try (var names = Files.list(dir)) {
            assertTrue(names.anyMatch(p -> p.getFileName().toString().startsWith("meters.db.witness.cleared-")));
        }
    }

    @Test
    void createRefusesWhileAWitnessOfAMissingStoreIsThere() throws Exception {
        f = new Fixture(dir);
        f.createWithCredits(10).close();
        Files.delete(f.file);

        MeterException e = assertThrows(MeterException.class, f::create);

        assertEquals(Kind.ALREADY_EXISTS, e.kind(), e.getMessage());
    }

    @Test
    void theWitnessCanLiveInAnotherDirectory() throws Exception {
        f = new Fixture(dir);
        Path elsewhere = Files.createDirectory(dir.resolve("second-device")).resolve("meters.witness");
        f.config = f.config.withWitnessPath(elsewhere);
        f.createWithCredits(10).close();

        assertTrue(Files.exists(elsewhere));
        assertFalse(Files.exists(Path.of(f.file + ".witness")));
        f.open().close();
    }
}
