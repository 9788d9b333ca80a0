package io.opencab.tests.powerloss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.opencab.app.config.StoreSettings;
import io.opencab.app.json.OutcomeJson;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.ReplayRng;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.anchor.AnchorConfig;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterStore;
import io.opencab.meters.MeterStoreConfig;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.NoteState;
import io.opencab.meters.Recovery;
import io.opencab.meters.RoundState;
import io.opencab.tests.harness.ChildJvm;
import io.opencab.tests.harness.KillRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Power-loss torture test (issue 6; regulations.md 1.4): a child JVM ({@link CabinetLoop}) plays
 * real Christmas Tree rounds and stacks bills against a real store file; this test kills it with
 * SIGKILL at random moments, then - as the cabinet would at power-up - reopens the store, finishes
 * what was interrupted, and checks after every restart:
 * <ul>
 *   <li>every round and bill the child saw committed is in the store (nothing lost);</li>
 *   <li>the meters equal those recomputed from the stored rounds, bills and handpays, each once
 *       (nothing counted twice), and the self-audit identity holds;</li>
 *   <li>an interrupted round replays from its draw record to the identical outcome JSON and win,
 *       and is paid exactly once;</li>
 *   <li>the killed JVM left no sqlite native library in its temp directory.</li>
 * </ul>
 * Kills: {@code -Dpowerloss.kills=N} (default 100, the CI run; the long runs are tests/powercut/run.sh). Soak: docs/meters.md.
 */
class PowerLossTortureTest {
    /** The store's configuration, shared with the child. */
    static MeterStoreConfig config() {
        MeterStoreConfig c = MeterStoreConfig.defaults(1).withHandpayLimit(3_000);
        // On the lossy FUSE mount (tests/powercut) SQLite's native library is kept off it: a shared
        // library is mapped into memory, which is not what the power-cut model is about.
        String nativeDir = System.getProperty("powerloss.nativeDir");
        c = nativeDir == null || nativeDir.isEmpty() ? c : c.withNativeLibraryDir(Path.of(nativeDir));
        // The rollback anchor (issue 36), simulated, outside the store's directory (on the lossy mount too).
        String anchor = System.getProperty("powerloss.anchor");
        return anchor == null || anchor.isEmpty() ? c : c.withAnchor(StoreSettings.anchor(
            new AnchorConfig(DeviceMode.SIMULATED, Path.of(anchor))));
    }

    @TempDir
    Path dir;

    private final GameCatalog catalog = GameCatalog.standard();
    private final OutcomeJson json = new OutcomeJson();

    @Test
    void killedAtRandomMomentsTheStoreNeverLosesNorDoubleCountsMoney() throws Exception {
        KillRun run = KillRun.fromProperties("power-loss test", "powerloss", 100);
        int kills = run.kills();
        long seed = run.seed();
        Random random = run.random();
        // -Dpowerloss.storeDir and -Dpowerloss.cutFile: the store on tests/powercut/lossyfs.py, which throws
        // away every write not yet fsynced when the cut file is written: a real power cut, not just SIGKILL.
        String storeDir = System.getProperty("powerloss.storeDir");
        Path cutFile = System.getProperty("powerloss.cutFile") == null ? null : Path.of(System.getProperty("powerloss.cutFile"));
        Path store = (storeDir == null ? dir : Files.createDirectories(Path.of(storeDir))).resolve("meters.db");
        if (cutFile != null) {
            System.out.println("power-loss test: store on " + store.getParent() + "; unsynced writes dropped at every kill");
        }
        Path childTmp = Files.createDirectories(dir.resolve("child-tmp"));
        System.setProperty("powerloss.anchor", store.getParent().resolveSibling(store.getParent().getFileName()
            + "-anchor").resolve("counter").toString());
        MeterStore.create(store, config(), Clock.systemUTC()).close();

        ExpectedMeters expected = new ExpectedMeters();
        Progress seen = new Progress();
        Stats stats = new Stats();
        long start = System.nanoTime();
        for (int kill = 1; kill <= kills; kill++) {
            ChildJvm child = child(CabinetLoop.class, store, random.nextLong(), childTmp);
            boolean early = random.nextInt(10) == 0;
            if (early) {
                Thread.sleep(random.nextInt(600));
            } else {
                child.await("READY");
                Thread.sleep(random.nextInt(500));
            }
            List<String> lines = child.kill();
            if (cutFile != null) {
                Files.writeString(cutFile, "cut"); // the power goes with the process: unsynced writes are lost
            }
            String when = "after kill " + kill + " (seed " + seed + ")";
            try (MeterStore s = MeterStore.open(store, config(), Clock.systemUTC())) {
                Recovery rec = s.recovery();
                if (lines.stream().anyMatch(l -> l.startsWith("READY"))) {
                    assertFalse(rec.cleanShutdown(), "a killed run must not look like a clean shutdown " + when);
                }
                assertNoPaidRoundIsResumed(lines, rec, when);
                finish(s, rec, random, stats, when);
                checkChildLines(s, lines, when);
                seen.absorb(s, expected, when);
                expected.assertMatches(s.meters(), when);
                s.verify();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("power-loss test: %d kills in %.1f s; %d rounds, %d bills, %d cash-outs committed;"
                + " resumed %d rounds (%d decided, %d presented, %d jackpot handpays), %d pending bills, %d pending cash-outs%n",
            kills, seconds, seen.lastRound, seen.lastNote, seen.cashouts, stats.resumedDecided + stats.resumedPresented,
            stats.resumedDecided, stats.resumedPresented, stats.resumedHandpay, stats.pendingBills, stats.pendingCashouts);
        assertTrue(seen.lastRound > kills, "the child played too few rounds to mean anything: " + seen.lastRound);
        assertTrue(stats.resumedDecided + stats.resumedPresented > 0, "no kill interrupted a round");
        try (var left = Files.list(childTmp)) {
            List<Path> files = left.toList();
            assertTrue(files.isEmpty(), "killed JVMs left files in their temp directory: " + files);
        }
    }

    /** A round the child saw paid must not come back as in progress. */
    private static void assertNoPaidRoundIsResumed(List<String> lines, Recovery rec, String when) {
        rec.roundInProgress().ifPresent(r -> {
            if (r.state() != RoundState.HANDPAY_PENDING && lines.contains("PAID " + r.roundId() + " PAID")) {
                fail("round " + r.roundId() + " was paid but is in progress again " + when);
            }
        });
    }

    /** What the cabinet does at power-up: re-present and pay an interrupted round, settle bills and handpays. */
    private void finish(MeterStore s, Recovery rec, Random random, Stats stats, String when) {
        if (rec.roundInProgress().isPresent()) {
            JournalEntry r = rec.roundInProgress().get();
            if (r.state() == RoundState.DECIDED || r.state() == RoundState.PRESENTED) {
                if (r.state() == RoundState.DECIDED) {
                    stats.resumedDecided++;
                } else {
                    stats.resumedPresented++;
                }
                ReplayRng replay = new ReplayRng(DrawRecord.parse(r.draws()));
                RoundOutcome o = catalog.create(r.gameId()).play(r.betLevel(), replay);
                assertTrue(replay.exhausted(), "the replay of round " + r.roundId() + " left draws unused " + when);
                assertEquals(r.outcomeJson(), json.toJson(o, r.versions()), "replayed outcome of round " + r.roundId() + " " + when);
                assertEquals(r.win(), o.totalWin(), "replayed win of round " + r.roundId() + " " + when);
                s.presented(r.roundId());
                JournalEntry paid = s.paid(r.roundId());
                assertEquals(r.handpay() ? RoundState.HANDPAY_PENDING : RoundState.PAID, paid.state(), when);
            } else {
                stats.resumedHandpay++;
            }
        }
        s.pendingHandpay().ifPresent(h -> {
            if (h.kind() == HandpayRecord.Kind.CANCELLED_CREDIT) {
                stats.pendingCashouts++;
            }
            s.handpayPaid(h.handpayId(), "attendant");
        });
        rec.pendingBill().ifPresent(n -> {
            stats.pendingBills++;
            // The validator says whether the note went in; either answer is a valid history.
            if (random.nextBoolean()) {
                assertTrue(s.billStacked(n.noteId()), when);
            } else {
                assertTrue(s.billReturned(n.noteId(), "returned at power-up"), when);
            }
        });
        assertTrue(s.roundInProgress().isEmpty() && s.pendingBill().isEmpty() && s.pendingHandpay().isEmpty(), when);
    }

    /** Everything the child printed as committed is in the store, in the state it printed or later. */
    private static void checkChildLines(MeterStore s, List<String> lines, String when) {
        for (String line : lines) {
            String[] p = line.split(" ");
            switch (p[0]) {
                case "FAIL" -> fail("the child failed " + when + ": " + line);
                case "DECIDED", "PRESENTED", "PAID", "JACKPOT_PAID" -> {
                    JournalEntry e = s.round(Long.parseLong(p[1])).orElseThrow(() ->
                        new AssertionError("committed round " + p[1] + " is lost " + when));
                    assertEquals(RoundState.PAID, e.state(), "round " + p[1] + " " + when);
                }
                case "ESCROW", "STACKED", "RETURNED" -> {
                    long id = Long.parseLong(p[1]);
                    NoteRecord n = s.billLog(1000).stream().filter(b -> b.noteId() == id).findFirst().orElseThrow(() ->
                        new AssertionError("committed bill " + id + " is lost " + when));
                    if (p[0].equals("STACKED")) {
                        assertEquals(NoteState.STACKED, n.state(), "bill " + id + " " + when);
                    } else if (p[0].equals("RETURNED")) {
                        assertEquals(NoteState.RETURNED, n.state(), "bill " + id + " " + when);
                    }
                }
                case "CASHOUT_PENDING", "CASHOUT_PAID" -> {
                    long id = Long.parseLong(p[1]);
                    HandpayRecord h = s.handpays(1000).stream().filter(x -> x.handpayId() == id).findFirst().orElseThrow(() ->
                        new AssertionError("committed cash-out " + id + " is lost " + when));
                    assertTrue(h.paid(), when);
                }
                case "READY" -> {
                }
                default -> fail("unexpected line from the child " + when + ": " + line);
            }
        }
    }

    /** The newest ids already folded into the expected meters. */
    private static final class Progress {
        long lastRound;
        long lastNote;
        long lastHandpay;
        int cashouts;

        void absorb(MeterStore s, ExpectedMeters expected, String when) {
            List<JournalEntry> rounds = new ArrayList<>(s.recall(s.config().journalHistory()));
            Collections.reverse(rounds);
            long next = lastRound + 1;
            for (JournalEntry e : rounds) {
                if (e.roundId() >= next) {
                    assertEquals(next, e.roundId(), "round ids must be contiguous (or the journal history is too small) " + when);
                    assertEquals(RoundState.PAID, e.state(), when);
                    expected.round(e);
                    next++;
                }
            }
            lastRound = next - 1;
            List<NoteRecord> notes = new ArrayList<>(s.billLog(s.config().billLogSize()));
            Collections.reverse(notes);
            long nextNote = lastNote + 1;
            for (NoteRecord n : notes) {
                if (n.noteId() >= nextNote) {
                    assertEquals(nextNote, n.noteId(), "note ids must be contiguous (or the bill log is too small) " + when);
                    expected.note(n);
                    nextNote++;
                }
            }
            lastNote = nextNote - 1;
            List<HandpayRecord> hps = new ArrayList<>(s.handpays(s.config().journalHistory()));
            Collections.reverse(hps);
            long nextHp = lastHandpay + 1;
            for (HandpayRecord h : hps) {
                if (h.handpayId() >= nextHp) {
                    assertEquals(nextHp, h.handpayId(), "handpay ids must be contiguous " + when);
                    expected.handpay(h);
                    if (h.kind() == HandpayRecord.Kind.CANCELLED_CREDIT) {
                        cashouts++;
                    }
                    nextHp++;
                }
            }
            lastHandpay = nextHp - 1;
        }
    }

    private static final class Stats {
        int resumedDecided;
        int resumedPresented;
        int resumedHandpay;
        int pendingBills;
        int pendingCashouts;
    }

    /** A child JVM of a kill run against {@code store}: {@link CabinetLoop} here, {@link AftLoop} for AftPowerLossTest. */
    static ChildJvm child(Class<?> main, Path store, long seed, Path tmp) throws IOException {
        String nativeDir = System.getProperty("powerloss.nativeDir");
        return ChildJvm.of(main).tmp(tmp).heap("128m").property("powerloss.nativeDir", nativeDir == null ? "" : nativeDir)
            .property("powerloss.anchor", System.getProperty("powerloss.anchor", ""))
            .args(store.toString(), Long.toString(seed)).start();
    }
}
