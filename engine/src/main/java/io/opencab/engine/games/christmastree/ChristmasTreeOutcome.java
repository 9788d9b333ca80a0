package io.opencab.engine.games.christmastree;

import io.opencab.engine.game.SourcedOutcome;
import java.util.List;

/**
 * One whole Christmas Tree round: the regular spin, its Miracle if any, and the Free Spins the
 * Miracle awarded. {@code totalWin = min(cap, regular spin win + Miracle pay + free spin wins)},
 * where only the steps actually played count (play stops at the cap).
 */
public final class ChristmasTreeOutcome extends SourcedOutcome {
    /**
     * RTP sources. A regular-spin cascade is credited to the feature that made it possible: to
     * {@code blizzard} once a Blizzard has dropped in that spin, else to {@code snowman} in a
     * spin Snowman started, else to {@code base}. They add up to the total win.
     */
    public static final int SOURCE_BASE = 0;
    public static final int SOURCE_SNOWMAN = 1;
    public static final int SOURCE_BLIZZARD = 2;
    public static final int SOURCE_MIRACLE_BET_WIN = 3;
    public static final int SOURCE_MIRACLE_MULTIPLIER = 4;
    public static final int SOURCE_FREE_SPINS = 5;
    public static final List<String> SOURCES = List.of("base", "snowman", "blizzard", "miracleBetWin",
            "miracleMultiplier", "freeSpins");

    public static final int FEATURE_SNOWMAN = 0;
    public static final int FEATURE_BLIZZARD = 1;
    public static final int FEATURE_MIRACLE_BET_WIN = 2;
    public static final int FEATURE_MIRACLE_MULTIPLIER = 3;
    public static final int FEATURE_MIRACLE_FREE_SPINS = 4;
    public static final int FEATURE_STEP_LIMIT = 5;
    public static final List<String> FEATURES = List.of("snowman", "blizzard", "miracleBetWin",
            "miracleMultiplier", "miracleFreeSpins", "stepLimit");

    private final CtSpin regular;
    private final CtMiracle miracle;
    private final List<CtSpin> freeSpins;
    /** Derived once here, so the simulator's per-round tally does not walk the steps again. */
    private final int blizzards;
    private final int stepLimits;

    ChristmasTreeOutcome(int betLevel, long bet, CtSpin regular, CtMiracle miracle, List<CtSpin> freeSpins,
                         long[] sourceWins, boolean capped) {
        super(ChristmasTree.ID, betLevel, bet, sourceWins, capped);
        this.regular = regular;
        this.miracle = miracle;
        this.freeSpins = freeSpins;
        int b = blizzards(regular);
        int l = regular.stepLimited() ? 1 : 0;
        for (CtSpin s : freeSpins) {
            b += blizzards(s);
            l += s.stepLimited() ? 1 : 0;
        }
        this.blizzards = b;
        this.stepLimits = l;
    }

    @Override
    public int cascades() {
        return regular.cascades();
    }

    /** The regular (paid) spin. */
    public CtSpin regular() {
        return regular;
    }

    /** The Miracle, or null. */
    public CtMiracle miracle() {
        return miracle;
    }

    /** The Free Spins played (empty unless a Miracle awarded them). */
    public List<CtSpin> freeSpins() {
        return freeSpins;
    }

    @Override
    public int featureCount(int feature) {
        return switch (feature) {
            case FEATURE_SNOWMAN -> regular.snowmanSymbol() >= 0 ? 1 : 0;
            case FEATURE_BLIZZARD -> blizzards;
            case FEATURE_MIRACLE_BET_WIN -> miracleIs(CtMiracle.Kind.BET_WIN);
            case FEATURE_MIRACLE_MULTIPLIER -> miracleIs(CtMiracle.Kind.MULTIPLIER);
            case FEATURE_MIRACLE_FREE_SPINS -> miracleIs(CtMiracle.Kind.FREE_SPINS);
            case FEATURE_STEP_LIMIT -> stepLimits;
            default -> throw new IndexOutOfBoundsException("feature " + feature);
        };
    }

    private int miracleIs(CtMiracle.Kind kind) {
        return miracle != null && miracle.kind() == kind ? 1 : 0;
    }

    private static int blizzards(CtSpin spin) {
        int n = 0;
        for (CtStep step : spin.steps()) {
            if (step instanceof CtBlizzard) {
                n++;
            }
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChristmasTreeOutcome x && sameTotals(x) && x.regular.equals(regular)
                && java.util.Objects.equals(x.miracle, miracle) && x.freeSpins.equals(freeSpins);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(betLevel(), regular, miracle, freeSpins, totalWin(), capped());
    }

    @Override
    protected String details() {
        return ", capped=" + capped() + ", cascades=" + regular.cascades() + ", miracle=" + miracle + ", freeSpins="
                + freeSpins.size();
    }
}
