package io.opencab.tests.powerloss;

import io.opencab.app.json.OutcomeJson;
import io.opencab.app.json.Versions;
import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterStore;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundState;
import io.opencab.meters.RoundVersions;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Random;

/**
 * The child JVM of the power-loss test: a cabinet that plays real Christmas Tree rounds and
 * takes bills against a real store, forever, until the parent kills it with SIGKILL. After each
 * commit returns it prints one line saying what is now durable; the parent checks those lines
 * against the store after every kill. Any surprise prints {@code FAIL ...} and exits 3.
 *
 * <p>Arguments: store file, seed.
 */
public final class CabinetLoop {
    private static final long[] NOTES = {500, 1000, 2000, 5000, 10000};

    private CabinetLoop() {
    }

    public static void main(String[] args) {
        child(args, CabinetLoop::run);
    }

    /** What a child does with its store until it is killed. */
    interface Body {
        void run(MeterStore s, long seed, PrintStream out);
    }

    /**
     * A kill run's child (arguments: store file, seed): opens the store, which the parent left idle, says READY and
     * runs {@code body}; any exception prints FAIL and exits 3.
     */
    static void child(String[] args, Body body) {
        Path file = Path.of(args[0]);
        long seed = Long.parseLong(args[1]);
        PrintStream out = System.out;
        try (MeterStore s = MeterStore.open(file, PowerLossTortureTest.config(), Clock.systemUTC())) {
            if (!s.recovery().idle()) {
                fail(out, "the parent left something unfinished: " + s.recovery());
            }
            say(out, "READY " + s.credits());
            body.run(s, seed, out);
        } catch (RuntimeException e) {
            e.printStackTrace();
            fail(out, e.toString());
        }
    }

    private static void run(MeterStore s, long seed, PrintStream out) {
        Random r = new Random(seed);
        GameRng rng = SeededStreams.single(seed);
        Game game = GameCatalog.standard().create(ChristmasTree.ID);
        OutcomeJson json = new OutcomeJson();
        RoundVersions versions = Versions.of(game.info(), "torture");
        List<Integer> levels = List.of(1, 2, 3, 4, 5);
        while (true) {
            int level = levels.get(r.nextInt(levels.size()));
            long bet = game.info().bet(level);
            int pick = r.nextInt(100);
            if (pick < 12 || s.credits() < bet) {
                bill(s, r, out);
            } else if (pick < 14) {
                HandpayRecord h = s.cashoutHandpay();
                say(out, "CASHOUT_PENDING " + h.handpayId() + " " + h.amount());
                s.handpayPaid(h.handpayId(), "attendant");
                say(out, "CASHOUT_PAID " + h.handpayId());
            } else {
                RecordingRng rec = new RecordingRng(rng);
                RoundOutcome o = game.play(level, rec);
                JournalEntry e = s.decide(new RoundDecision(game.info().id(), level, bet, s.credits(),
                    json.toJson(o, versions), rec.record().toText(), o.totalWin(), versions));
                say(out, "DECIDED " + e.roundId());
                s.presented(e.roundId());
                say(out, "PRESENTED " + e.roundId());
                JournalEntry paid = s.paid(e.roundId());
                say(out, "PAID " + e.roundId() + " " + paid.state());
                if (paid.state() == RoundState.HANDPAY_PENDING) {
                    s.handpayPaid(s.pendingHandpay().orElseThrow().handpayId(), "attendant");
                    say(out, "JACKPOT_PAID " + e.roundId());
                }
            }
        }
    }

    private static void bill(MeterStore s, Random r, PrintStream out) {
        NoteRecord n = s.billEscrowAccepted(NOTES[r.nextInt(NOTES.length)]);
        say(out, "ESCROW " + n.noteId());
        if (r.nextInt(10) == 0) {
            s.billReturned(n.noteId(), "validator returned it");
            say(out, "RETURNED " + n.noteId());
            return;
        }
        if (!s.billStacked(n.noteId())) {
            fail(out, "bill " + n.noteId() + " was not credited on its first stacked report");
        }
        say(out, "STACKED " + n.noteId());
        if (r.nextInt(8) == 0 && s.billStacked(n.noteId())) {
            fail(out, "bill " + n.noteId() + " was credited twice");
        }
    }

    static void say(PrintStream out, String line) {
        out.println(line);
        out.flush();
    }

    static void fail(PrintStream out, String why) {
        say(out, "FAIL " + why);
        System.exit(3);
    }
}
