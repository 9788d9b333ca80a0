package io.opencab.ui.games.cooljewels;

import io.opencab.engine.games.cooljewels.CjGuarantee;
import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjWildAction;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.Cluster;
import io.opencab.ui.games.board.BoardStep;
import io.opencab.ui.games.board.TotalStep;
import io.opencab.ui.present.Pace;
import java.util.List;

/**
 * Cool Jewels' presentation steps. Each carries the board shown after it, the spaces already
 * destroyed in the evaluation being shown ({@code gone}) and the heads-up display, so the view
 * can jump to any step (skip, recall).
 */
public final class CjSteps {
    private CjSteps() {
    }

    /** Watermarked spaces (bit masks): Pink, Green, Blue. */
    public record Marks(long pink, long green, long blue) {
        public static final Marks NONE = new Marks(0, 0, 0);

        public boolean any() {
            return (pink | green | blue) != 0;
        }
    }

    /**
     * The heads-up display.
     *
     * @param level   bet level (the bet multiplier)
     * @param bet     credits bet: 40 x level
     * @param game    0 in the base game, else the free game's number
     * @param games   free games awarded so far (0 in the base game before any award)
     * @param bonus   Bonus symbols destroyed so far in this game
     * @param cascade evaluations so far in this game (at most 30)
     * @param slice   slices of the Pay Per Symbol Meter lit (symbols destroyed so far in this game)
     * @param marks   watermarks on the reels now
     */
    public record Hud(int level, long bet, int game, int games, int bonus, int cascade, int slice, Marks marks) {
        public boolean free() {
            return game > 0;
        }
    }

    /** Common shape of every step. */
    public sealed interface CjStep extends BoardStep<Hud> {
        /** Spaces destroyed so far in the evaluation being shown (drawn faded). */
        long gone();
    }

    /** The symbols fall into position (base game or a free game). */
    public record Land(Board board, long gone, Hud hud, long winAfter, String caption) implements CjStep, Pace.Landing {
    }

    /**
     * The Matching Groups highlighted; their symbols destroyed (Wilds excepted), with the Persisting
     * Wilds no longer in a win ({@code expired}) and the symbols on Pink Watermark spaces ({@code pink}).
     */
    public record Groups(List<Cluster> groups, long expired, long pink, Board board, long gone, Hud hud,
                         long winAfter, String caption) implements CjStep {
        public Groups {
            groups = List.copyOf(groups);
        }

        public int millis() {
            return 1000 + 200 * Math.min(groups.size(), 4);
        }
    }

    /** An activated Wild destroys its pattern ({@code index} from 0 in acting order). */
    public record WildAct(CjWildAction wild, int index, Board board, long gone, Hud hud, long winAfter,
                          String caption) implements CjStep {
        public int millis() {
            return 800;
        }
    }

    /** Wild Pairs and their Enhancements: new watermarks (in the hud) and Persisting Wilds made. */
    public record Pairs(List<CjPair> pairs, long persistingMade, Board board, long gone, Hud hud, long winAfter,
                        String caption) implements CjStep {
        public Pairs {
            pairs = List.copyOf(pairs);
        }

        public int millis() {
            return 1100;
        }
    }

    /**
     * The destroyed symbols fill the Pay Per Symbol Meter slice by slice, in pay order, each paying
     * its section's value x its multiplier.
     */
    public record Meter(List<CjPay> pays, int sliceFrom, long pay, Board board, long gone, Hud hud, long winAfter,
                        String caption) implements CjStep {
        public Meter {
            pays = List.copyOf(pays);
        }

        public int millis() {
            return 700 + 25 * Math.min(pays.size(), 60);
        }
    }

    /** The destroyed spaces empty, survivors fall, new symbols fill each column from the top. */
    public record Cascade(Board before, long destroyed, Board board, long gone, Hud hud, long winAfter,
                          String caption) implements CjStep {
        public int millis() {
            return 900;
        }
    }

    /** Free games awarded: the base game destroyed, or a free game landed, 4 or more Bonus ({@code bonus}: that count). */
    public record FreeGames(int bonus, int awarded, int total, Board board, long gone, Hud hud, long winAfter,
                            String caption) implements CjStep, Pace.FreeStart {
    }

    /** The free games are over: their win, and the Bonus Guarantee's top-up to 10 x bet. */
    public record Guarantee(CjGuarantee guarantee, long paid, Board board, long gone, Hud hud, long winAfter,
                            String caption) implements CjStep {
        public int millis() {
            return 1800;
        }
    }

    /** The round's total win, and the cap message when the cap stopped it. */
    public record Total(long total, long bet, boolean capped, long capX, Board board, long gone, Hud hud, long winAfter,
                        String caption) implements CjStep, TotalStep {
    }
}
