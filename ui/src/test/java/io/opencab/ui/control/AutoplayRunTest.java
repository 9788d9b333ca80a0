package io.opencab.ui.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.port.AutoplaySettings;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class AutoplayRunTest {
    private static final ChristmasTree GAME = ChristmasTree.standard();
    private static final GameInfo INFO = GAME.info();

    private static ChristmasTreeOutcome find(Predicate<ChristmasTreeOutcome> p) {
        GameRng rng = SeededStreams.single(1);
        for (int i = 0; i < 200_000; i++) {
            ChristmasTreeOutcome o = GAME.play(1, rng);
            if (p.test(o)) {
                return o;
            }
        }
        throw new AssertionError("no such outcome in 200 000 rounds");
    }

    @Test
    void stopsOnAnyWinOnlyWhenAsked() {
        RoundOutcome win = find(o -> o.totalWin() > 0);
        assertEquals(Optional.empty(), new AutoplayRun(AutoplaySettings.rounds(10), 1000).stopAfter(win, INFO, 1000));
        AutoplayRun run = new AutoplayRun(new AutoplaySettings(10, true, false, 0, 0, 0, 0), 1000);
        assertTrue(run.stopAfter(win, INFO, 1000).isPresent());
    }

    @Test
    void stopsWhenFreeSpinsAreWon() {
        RoundOutcome free = find(o -> o.miracle() != null && o.miracle().kind() == CtMiracle.Kind.FREE_SPINS);
        AutoplayRun run = new AutoplayRun(new AutoplaySettings(10, false, true, 0, 0, 0, 0), 1000);
        assertEquals(Optional.of("free spins won"), run.stopAfter(free, INFO, 1000));
        RoundOutcome other = find(o -> o.miracle() == null && o.totalWin() > 0);
        assertEquals(Optional.empty(), run.stopAfter(other, INFO, 1000));
    }

    @Test
    void stopsWhenASingleWinReachesTheAmount() {
        RoundOutcome win = find(o -> o.totalWin() >= 100);
        AutoplayRun run = new AutoplayRun(new AutoplaySettings(10, false, false, win.totalWin(), 0, 0, 0), 1000);
        assertTrue(run.stopAfter(win, INFO, 1000).orElseThrow().startsWith("a single win"));
        AutoplayRun higher = new AutoplayRun(new AutoplaySettings(10, false, false, win.totalWin() + 1, 0, 0, 0), 1000);
        assertEquals(Optional.empty(), higher.stopAfter(win, INFO, 1000));
    }

    @Test
    void stopsWhenCreditsRiseOrFallByTheAmounts() {
        RoundOutcome loss = find(o -> o.totalWin() == 0);
        AutoplayRun up = new AutoplayRun(new AutoplaySettings(10, false, false, 0, 200, 0, 0), 1000);
        assertEquals(Optional.empty(), up.stopAfter(loss, INFO, 1199));
        assertEquals(Optional.of("credits up by 200"), up.stopAfter(loss, INFO, 1200));
        AutoplayRun down = new AutoplayRun(new AutoplaySettings(10, false, false, 0, 0, 120, 0), 1000);
        assertEquals(Optional.empty(), down.stopAfter(loss, INFO, 881));
        assertEquals(Optional.of("credits down by 120"), down.stopAfter(loss, INFO, 880));
    }

    @Test
    void theLossLimitRefusesARoundThatCouldPassIt() {
        AutoplayRun run = new AutoplayRun(new AutoplaySettings(10, false, false, 0, 0, 0, 100), 1000);
        assertEquals(Optional.empty(), run.refuseNext(40, 940), "loss 60 + bet 40 = 100 is within the limit");
        assertEquals(Optional.of("loss limit 100 reached"), run.refuseNext(40, 939));
        assertEquals(Optional.of("not enough credits"), run.refuseNext(40, 39));
    }

    @Test
    void stopsAfterItsRounds() {
        RoundOutcome loss = find(o -> o.totalWin() == 0);
        AutoplayRun run = new AutoplayRun(AutoplaySettings.rounds(2), 1000);
        run.started();
        assertEquals(Optional.empty(), run.stopAfter(loss, INFO, 960));
        run.started();
        assertEquals(Optional.of("2 rounds played"), run.stopAfter(loss, INFO, 920));
    }

    @Test
    void settingsRefuseNonsense() {
        assertThrows(IllegalArgumentException.class, () -> AutoplaySettings.rounds(0));
        assertThrows(IllegalArgumentException.class, () -> new AutoplaySettings(5, false, false, -1, 0, 0, 0));
    }
}
