package io.opencab.ui.games.lostrelics;

import io.opencab.engine.games.lostrelics.LrChestAward;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.grid.Board;
import io.opencab.ui.games.board.BoardStep;
import io.opencab.ui.games.board.TotalStep;
import io.opencab.ui.present.Pace;
import java.util.List;

/**
 * Lost Relics' presentation steps. Each carries the board shown after it and the heads-up
 * display, so the view can jump to any step (skip, recall).
 */
public final class LrSteps {
    private LrSteps() {
    }

    /**
     * The heads-up display.
     *
     * @param level     bet level 1..10 (rule sheet: LEVEL selector)
     * @param bet       coins bet: 20 x level
     * @param scatters  Scatters collected in the main game (3 activate Free Spins)
     * @param spin      Free Spin number (0 in the main game)
     * @param spins     Free Spins in the session so far, Extra Free Spins included (0 in the main game)
     * @param extra     Extra Free Spins granted so far (at most 25)
     * @param sticky    Sticky Wilds on the reels (bit mask)
     * @param uncovered spaces uncovered for the current Hidden Chest (bit mask, carried between spins)
     * @param revealed  the parts of the current chest those spaces show (bit mask within {@code uncovered})
     * @param chest     the number of the chest being looked for (0 in the main game)
     */
    public record Hud(int level, long bet, int scatters, int spin, int spins, int extra, long sticky, long uncovered,
                      long revealed, int chest) {
        public boolean free() {
            return spins > 0;
        }
    }

    /** Common shape of every step. */
    public sealed interface LrStep extends BoardStep<Hud> {
    }

    /** The reels stop (main spin or a Free Spin; Sticky Wilds stay in place). */
    public record Land(Board board, Hud hud, long winAfter, String caption) implements LrStep, Pace.Landing {
    }

    /** A random feature revealed from under a winning symbol: Coin Win, Extra Wild or Extra Scatter. */
    public record Feature(LrFeature feature, int index, Board before, Board board, Hud hud, long winAfter,
                          String caption) implements LrStep {
        public int millis() {
            return 1300;
        }
    }

    /** One shown cluster: its symbol, cells (bit mask) and pay. */
    public record Cluster(int symbol, long cells, int size, long pay) {
    }

    /** Every winning cluster highlighted with its pay. */
    public record Wins(List<Cluster> clusters, long pay, Board board, Hud hud, long winAfter, String caption)
            implements LrStep, Pace.Winning {
        public Wins {
            clusters = List.copyOf(clusters);
        }
    }

    /** Free Spins: spaces under the winning clusters are uncovered ({@code fresh} newly). */
    public record Uncover(long fresh, Board board, Hud hud, long winAfter, String caption) implements LrStep {
        public int millis() {
            return 800;
        }
    }

    /** The Hidden Chest is fully uncovered: its award, instance by instance. */
    public record ChestFound(LrChestAward award, Board board, Hud hud, long winAfter, String caption)
            implements LrStep {
        public int millis() {
            return 1600 + 150 * award.grants().size();
        }
    }

    /** Free Spins begin. */
    public record FreeSpinsStart(int count, Board board, Hud hud, long winAfter, String caption)
            implements LrStep, Pace.FreeStart {
    }

    /** Free Spins over: their total (paytable wins and chest Coin Wins). */
    public record FreeSpinsEnd(long freeWin, Board board, Hud hud, long winAfter, String caption)
            implements LrStep, Pace.FreeEnd {
    }

    /** The round's total win (Lost Relics has no win cap). */
    public record Total(long total, long bet, Board board, Hud hud, long winAfter, String caption)
            implements LrStep, TotalStep {
    }
}
